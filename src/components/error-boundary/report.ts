import { CLIENT_ERROR_LIMITS } from '@contract/client-error-limits';
import type { ClientErrorBody } from '@contract/client-errors';
import { http } from '@/providers/http';

const cut = (text: string | undefined, max: number) => (text ? text.slice(0, max) : undefined);

/** Sends a caught rendering error to the server log (POST /v1/client_errors); never throws. */
export function reportClientError(error: unknown, componentStack: string) {
  const caught = error instanceof Error ? error : new Error(String(error));
  const body: ClientErrorBody = {
    message: cut(`${caught.name}: ${caught.message}`, CLIENT_ERROR_LIMITS.message) ?? '',
    stack: cut(caught.stack, CLIENT_ERROR_LIMITS.stack),
    component_stack: cut(componentStack, CLIENT_ERROR_LIMITS.stack),
    url: cut(window.location.href, CLIENT_ERROR_LIMITS.url) ?? '',
  };
  http.post('/v1/client_errors', body).catch(() => undefined);
}
