import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** fontkit comes with pdfmake's pdfkit: the same metrics pdfmake wraps the text with. */
const fontkit = require('fontkit') as {
  create(buffer: Buffer): { unitsPerEm: number; layout(text: string): { advanceWidth: number } };
};

export const SHY = '\u00ad';
/** Half a point of slack against rounding in pdfmake's own measuring. */
const SLACK = 0.5;

let font: ReturnType<typeof fontkit.create> | null = null;
const regular = () => {
  font ??= fontkit.create(
    readFileSync(require.resolve('@expo-google-fonts/pt-sans/400Regular/PTSans_400Regular.ttf')),
  );
  return font;
};

/** The width of a text in PT Sans at `size` points. */
export const textWidth = (text: string, size: number) =>
  (regular().layout(text).advanceWidth * size) / regular().unitsPerEm;

/** «изме~ре~ния» → the word with soft hyphens where it may be broken. */
export const hyphenPoints = (text: string) => text.replaceAll('~', SHY);

/**
 * The lines of a narrow column's title, `width` points wide: words move to the next line whole, and a
 * word wider than a line is broken only at its soft hyphens, with a visible «-» (pdfmake would cut it
 * anywhere, without one).
 */
export function wrapTitle(title: string, width: number, size: number): string[] {
  const fits = (text: string) => textWidth(text, size) <= width - SLACK;
  const lines: string[] = [];
  let current = '';
  for (const word of title.split(' ')) {
    let rest = word.split(SHY);
    while (rest.length > 0) {
      const prefix = current ? `${current} ` : '';
      if (fits(prefix + rest.join(''))) {
        current = prefix + rest.join('');
        break;
      }
      if (current && fits(rest.join(''))) {
        lines.push(current);
        current = rest.join('');
        break;
      }
      let taken = rest.length - 1;
      while (taken > 0 && !fits(`${prefix}${rest.slice(0, taken).join('')}-`)) taken--;
      if (taken > 0) {
        lines.push(`${prefix}${rest.slice(0, taken).join('')}-`);
        current = '';
        rest = rest.slice(taken);
      } else if (current) {
        lines.push(current);
        current = '';
      } else {
        // Wider than the column even in its shortest piece: left to pdfmake.
        current = rest.join('');
        break;
      }
    }
  }
  if (current) lines.push(current);
  return lines;
}
