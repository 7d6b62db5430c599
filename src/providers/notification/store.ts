import type { NotificationProvider, OpenNotificationParams } from '@refinedev/core';
import { SERVER_FAILURE } from '@/providers/http';

export interface ShownNotification extends OpenNotificationParams {
  key: string;
}

let shown: ShownNotification[] = [];
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};
let counter = 0;
/** At most this many toasts at once: more would cover the page they report on. */
export const MAX_SHOWN = 2;

export const notificationStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  snapshot: () => shown,
};

/**
 * Refine's notification provider, on plain MUI (no notistack, no @refinedev/mui in the first
 * chunk). A notification with the key of a shown one replaces it.
 */
export const notificationProvider: NotificationProvider = {
  open(params) {
    // Spec 000 §8: a server failure is only logged (by the HTTP client); the screen shows its state.
    if (params.type === 'error' && params.description === SERVER_FAILURE) return;
    const key = params.key ?? `notification-${++counter}`;
    // The same words again replace the shown toast instead of stacking another over the page.
    const same = (n: ShownNotification) =>
      n.key === key || (n.message === params.message && n.description === params.description);
    shown = [...shown.filter((n) => !same(n)), { ...params, key }].slice(-MAX_SHOWN);
    emit();
  },
  close(key) {
    shown = shown.filter((n) => n.key !== key);
    emit();
  },
};

/** A notification from code outside React components (the session flows). */
export function notify(
  message: string,
  type: OpenNotificationParams['type'] = 'success',
  description?: string,
) {
  notificationProvider.open({ message, type, description, key: message });
}
