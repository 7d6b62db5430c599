import { describe, expect, it } from 'vitest';
import { HttpError } from '@/providers/http';
import { errorText } from '@/resources/write-off/error-text';

describe('the write-off dialog’s error text', () => {
  it('says a refusal naming the good once, and appends other field messages', () => {
    const reason = '«Яйцо куриное С0» — штучный товар: количество должно быть целым';
    expect(errorText(new HttpError(422, reason, 'VALIDATION_ERROR', { '0.quantity': reason }), '')).toBe(
      reason,
    );
    expect(
      errorText(
        new HttpError(422, 'Строка 1: Причина списания не найдена', 'VALIDATION_ERROR', {
          '0.reason_id': 'Причина списания не найдена',
        }),
        '',
      ),
    ).toBe('Строка 1: Причина списания не найдена: Причина списания не найдена');
  });
});
