export {
  authProvider,
  endSession,
  LOGIN_PAGE,
  LOGIN_REQUIRED_PAGE,
  type LoginParams,
  type RegisterParams,
  SESSION_EXPIRED_PAGE,
  startSession,
} from './auth-provider';
export { forgetMe, loadMe, rememberMe, useMe } from './identity';
export { ADMIN_BACK_MESSAGE, returnToAdmin, startImpersonation } from './impersonation';
export { watchSessionExpiry } from './session-expiry';
