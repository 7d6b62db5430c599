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
export { forgetMe, loadMe, rememberMe } from './identity';
export { ADMIN_BACK_MESSAGE, returnToAdmin, startImpersonation } from './impersonation';
export { watchSessionExpiry } from './session-expiry';
export { useMe } from './use-me';
