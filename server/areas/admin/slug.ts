import { like } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { globalCategories } from '../../db/schema';

const LETTERS: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** «Молоко и сливки» → "moloko-i-slivki" (Russian passport-style transliteration). */
export function transliterate(name: string): string {
  const latin = [...name.toLowerCase()].map((ch) => LETTERS[ch] ?? ch).join('');
  return latin
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

/** A slug no other category has: the transliteration, then -2, -3, … */
export async function uniqueSlug(db: Queryable, name: string): Promise<string> {
  const base = transliterate(name) || 'category';
  const taken = new Set(
    (
      await db
        .select({ slug: globalCategories.slug })
        .from(globalCategories)
        .where(like(globalCategories.slug, `${base}%`))
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
