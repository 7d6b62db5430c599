import type { AppConfig } from '@server/config';

/** Login limits per minute for the auth tests; password resets: 3 per e-mail, 1000 per address. */
export const loginLimits = (perAccountAndIp: number, perIp: number): AppConfig['rateLimits'] => ({
  loginPerAccountAndIp: { max: perAccountAndIp, windowSec: 60 },
  loginPerIp: { max: perIp, windowSec: 60 },
  passwordResetPerEmail: { max: 3, windowSec: 60 },
  passwordResetPerIp: { max: 1000, windowSec: 60 },
});
