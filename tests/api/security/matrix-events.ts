import type { MatrixSection } from './matrix-case';

/**
 * Live events and the notification centre: every call is about the caller's own data (a foreign
 * notification answers 404, tests/api/events). GET /v1/events authenticates itself (bearer or
 * single-use ticket) and the unsubscribe link carries its own signed token.
 */
export const events: MatrixSection = {
  'GET /v1/events': null,
  'POST /v1/events/ticket': { request: () => ({ method: 'POST', url: '/v1/events/ticket' }) },
  'GET /v1/notifications': { request: () => ({ method: 'GET', url: '/v1/notifications' }) },
  'POST /v1/notifications/:id/read': { request: () => ({ method: 'POST', url: '/v1/notifications/1/read' }) },
  'POST /v1/notifications/read_all': {
    request: () => ({ method: 'POST', url: '/v1/notifications/read_all' }),
  },
  'GET /v1/notifications/settings': { request: () => ({ method: 'GET', url: '/v1/notifications/settings' }) },
  'PUT /v1/notifications/settings': {
    request: () => ({ method: 'PUT', url: '/v1/notifications/settings', payload: { email_mode: 'off' } }),
  },
  'GET /v1/notifications/unsubscribe': null,
};
