import { z } from './zod';

/** Longest accepted text of each field; the whole body is limited separately (server/areas/system). */
export const CLIENT_ERROR_LIMITS = { message: 2000, stack: 8000, url: 2000 } as const;

/** A rendering error of the SPA that an error boundary caught (POST /v1/client_errors). */
export const clientErrorBody = z.object({
  message: z.string().max(CLIENT_ERROR_LIMITS.message),
  stack: z.string().max(CLIENT_ERROR_LIMITS.stack).optional(),
  component_stack: z.string().max(CLIENT_ERROR_LIMITS.stack).optional(),
  url: z.string().max(CLIENT_ERROR_LIMITS.url),
});
export type ClientErrorBody = z.infer<typeof clientErrorBody>;
