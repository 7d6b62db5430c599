import { afterEach, describe, expect, it } from 'vitest';
import { MAX_SHOWN, notificationProvider, notificationStore } from '@/providers/notification/store';

const messages = () => notificationStore.snapshot().map((n) => n.message);

describe('toasts', () => {
  afterEach(() => {
    for (const n of notificationStore.snapshot()) notificationProvider.close(n.key);
  });

  it('do not stack the same message twice', () => {
    notificationProvider.open({ message: 'Статус изменён', type: 'success' });
    notificationProvider.open({ message: 'Статус изменён', type: 'success' });
    expect(messages()).toEqual(['Статус изменён']);
  });

  it('keep only the newest few on screen', () => {
    for (const n of [1, 2, 3, 4]) notificationProvider.open({ message: `Сохранено ${n}`, type: 'success' });
    expect(messages()).toHaveLength(MAX_SHOWN);
    expect(messages().at(-1)).toBe('Сохранено 4');
  });
});
