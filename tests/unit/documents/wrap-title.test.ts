import { hyphenPoints, SHY, textWidth, wrapTitle } from '@server/areas/documents/wrap-title';
import { describe, expect, it } from 'vitest';

describe('a narrow column title of the УПД (issue 42, item 13)', () => {
  const title = hyphenPoints('Реги~стра~ци~он~ный номер декла~ра~ции на товары или партии товара');

  it('keeps every line within the column, breaking a long word only at a soft hyphen, with «-»', () => {
    const lines = wrapTitle(title, 40, 6);
    expect(lines[0]).toBe('Регистрацион-');
    for (const line of lines) expect(textWidth(line, 6)).toBeLessThanOrEqual(40);
    expect(lines.join(' ').replaceAll('- ', '')).toBe(title.replaceAll(SHY, ''));
  });

  it('moves a word that fits the next line there whole', () => {
    expect(wrapTitle('№ п/п', 14, 6)).toEqual(['№', 'п/п']);
  });
});
