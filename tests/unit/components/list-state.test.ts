import { describe, expect, it } from 'vitest';
import { LIST_NOT_LOADED, listStateLabel, quietListError } from '@/components/data-grid/list-state';
import { HttpError } from '@/providers/http';

describe('what an empty grid says', () => {
  it('says the list is empty only when it loaded', () => {
    expect(listStateLabel(null, 'Заказов пока нет')).toBe('Заказов пока нет');
  });

  it('names the missing permission when the API refuses the list', () => {
    const refused = new HttpError(403, 'Недостаточно прав: нужно право «Просмотр заказов»', 'FORBIDDEN');
    expect(listStateLabel(refused, 'Заказов пока нет')).toBe(
      'Недостаточно прав: нужно право «Просмотр заказов»',
    );
  });

  it('says loading failed on a server error instead of «пока нет», without a snackbar', () => {
    const failed = new HttpError(500, 'Внутренняя ошибка сервера', 'INTERNAL');
    expect(listStateLabel(failed, 'Заказов пока нет')).toBe(LIST_NOT_LOADED);
    expect(quietListError()).toBe(false);
  });
});
