import type { NotificationProvider, OpenNotificationParams } from '@refinedev/core';

export interface ShownNotification extends OpenNotificationParams {
  key: string;
}

let shown: ShownNotification[] = [];
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};
let counter = 0;

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
    const key = params.key ?? `notification-${++counter}`;
    shown = [...shown.filter((n) => n.key !== key), { ...params, key }].slice(-3);
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
