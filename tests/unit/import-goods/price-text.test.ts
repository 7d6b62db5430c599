import { describe, expect, it } from 'vitest';
import { priceText } from '@/resources/import-goods/price-text';

describe('a price cell in the import grid', () => {
  it('reads with a decimal comma and ₽', () => {
    expect(priceText('53.5')).toBe('53,50\u00a0₽');
    expect(priceText('1250')).toBe('1\u00a0250,00\u00a0₽');
    expect(priceText('899,90')).toBe('899,90\u00a0₽');
  });
  it('keeps text that is no number as the file has it', () => {
    expect(priceText('дёшево')).toBe('дёшево');
    expect(priceText(undefined)).toBe('');
  });
});
