import { CLIENT_ERROR_LIMITS } from './client-error-limits';
import { z } from './zod';

export { CLIENT_ERROR_LIMITS };

/** A rendering error of the SPA that an error boundary caught (POST /v1/client_errors). */
export const clientErrorBody = z.strictObject({
  message: z.string().max(CLIENT_ERROR_LIMITS.message),
  stack: z.string().max(CLIENT_ERROR_LIMITS.stack).optional(),
  component_stack: z.string().max(CLIENT_ERROR_LIMITS.stack).optional(),
  url: z.string().max(CLIENT_ERROR_LIMITS.url),
});
export type ClientErrorBody = z.infer<typeof clientErrorBody>;
