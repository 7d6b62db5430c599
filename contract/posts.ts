import { id, idName, isoDateTime, listQuery, listResponse, oneLine } from './common';
import { z } from './zod';

/** Stored files only: an image in a post must be one we serve, never a foreign URL. */
export const FILE_URL = /^\/files\/[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;
export const POST_CONTENT_MAX_BYTES = 200 * 1024;
export const POST_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const POST_BLOCK_TYPES = [
  'paragraph',
  'header',
  'list',
  'quote',
  'warning',
  'table',
  'image',
  'delimiter',
] as const;

const inline = (label: string) =>
  z.string({ error: `${label}: ожидается строка` }).max(50_000, `${label}: слишком длинный текст`);
const fileUrl = z
  .string({ error: 'Адрес изображения: ожидается строка' })
  .regex(FILE_URL, 'Изображение должно быть загружено на наш сервер');

export interface ListItem {
  content: string;
  meta?: Record<string, unknown>;
  items: ListItem[];
}
const listItem: z.ZodType<ListItem> = z
  .lazy(() =>
    z.object({
      content: inline('Пункт списка'),
      meta: z.record(z.string(), z.unknown()).optional(),
      items: z.array(listItem).max(500, 'Слишком много пунктов').default([]),
    }),
  )
  .meta({ id: 'PostListItem' });

const block = <T extends string, D extends z.ZodType>(type: T, data: D) =>
  z.object({ id: z.string().max(64).optional(), type: z.literal(type), data });

export const postBlock = z.discriminatedUnion(
  'type',
  [
    block('paragraph', z.object({ text: inline('Абзац') })),
    block(
      'header',
      z.object({
        text: inline('Заголовок'),
        level: z.union([z.literal(2), z.literal(3), z.literal(4)], {
          error: 'Уровень заголовка: 2, 3 или 4',
        }),
      }),
    ),
    block(
      'list',
      z.object({
        style: z.enum(['ordered', 'unordered', 'checklist'], { error: 'Неизвестный вид списка' }),
        meta: z.record(z.string(), z.unknown()).optional(),
        items: z.array(listItem).max(500, 'Слишком много пунктов'),
      }),
    ),
    block(
      'quote',
      z.object({
        text: inline('Цитата'),
        caption: inline('Подпись').default(''),
        alignment: z.enum(['left', 'center']).default('left'),
      }),
    ),
    block('warning', z.object({ title: inline('Заголовок'), message: inline('Сообщение') })),
    block(
      'table',
      z.object({
        withHeadings: z.boolean().default(false),
        stretched: z.boolean().optional(),
        content: z.array(z.array(inline('Ячейка')).max(50)).max(500, 'Слишком много строк'),
      }),
    ),
    block(
      'image',
      z.object({
        file: z.object({ url: fileUrl }),
        caption: inline('Подпись').default(''),
        withBorder: z.boolean().default(false),
        withBackground: z.boolean().default(false),
        stretched: z.boolean().default(false),
      }),
    ),
    block('delimiter', z.object({}).default({})),
  ],
  { error: `Неизвестный тип блока: допустимы ${POST_BLOCK_TYPES.join(', ')}` },
);
export type PostBlock = z.infer<typeof postBlock>;

/** Levels of a nested list. */
export const POST_LIST_MAX_DEPTH = 10;
/**
 * content → blocks → block → data, then an `items` array and an item per list level, and the
 * deepest item's `meta`: a deeper JSON is a list nested deeper than allowed (or a hostile `meta`).
 */
const POST_JSON_MAX_DEPTH = 4 + 2 * POST_LIST_MAX_DEPTH + 1;

/** How deep arrays and objects nest, measured without recursion (a hostile body may nest thousands deep). */
export function jsonDepth(value: unknown): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [node, depth] = pending.pop() as [unknown, number];
    if (node === null || typeof node !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > POST_JSON_MAX_DEPTH) return deepest;
    for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
  return deepest;
}

/** Editor.js output: `{ time, blocks, version }`, at most 200 КБ as JSON (answers use it as is). */
export const postContent = z
  .object({
    time: z.number().optional(),
    version: z.string().max(32).optional(),
    blocks: z.array(postBlock).max(2000, 'Слишком много блоков'),
  })
  .refine((content) => new TextEncoder().encode(JSON.stringify(content)).length <= POST_CONTENT_MAX_BYTES, {
    message: 'Новость слишком большая: не больше 200 КБ текста',
  });

/**
 * `postContent` as a body: nested lists at most `POST_LIST_MAX_DEPTH` deep, checked first, so the
 * recursive schema never walks a deeper body.
 */
const postContentInput = z.preprocess((value, ctx) => {
  if (jsonDepth(value) > POST_JSON_MAX_DEPTH) {
    ctx.addIssue({
      code: 'custom',
      message: `Слишком глубокая вложенность: списки — не больше ${POST_LIST_MAX_DEPTH} уровней`,
    });
  }
  return value;
}, postContent) as unknown as typeof postContent;
export type PostContent = z.infer<typeof postContent>;

export const postBody = z.strictObject({
  title: oneLine(255, 'Заголовок'),
  content: postContentInput,
  thumbnail_url: fileUrl.nullish(),
  is_published: z.boolean().default(false),
});
export type PostBody = z.input<typeof postBody>;

export const postSummary = z.object({
  id: z.number(),
  organization_id: z.number().nullable(),
  organization_name: z.string().nullable(),
  title: z.string(),
  thumbnail_url: z.string().nullable(),
  is_published: z.boolean(),
  published_at: isoDateTime.nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type PostSummary = z.infer<typeof postSummary>;

export const post = postSummary.extend({ author_user_id: z.number().nullable(), content: postContent });
export type Post = z.infer<typeof post>;

export const POST_SORT_FIELDS = ['id', 'title', 'created_at', 'published_at'] as const;
export const postsQuery = listQuery(POST_SORT_FIELDS);
export const postsResponse = listResponse(postSummary);

export const fileAssetQuery = z.object({
  is_thumbnail: z
    .preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean())
    .default(false),
});
export const fileAsset = z.object({ id: z.number(), url: z.string(), is_thumbnail: z.boolean() });
/** The answer the Editor.js image tool expects. */
export const editorjsUpload = z.object({ success: z.literal(1), file: z.object({ url: z.string() }) });

/** Whose news the feed shows to one reader (spec 001 §2 «reading settings»). */
export const newsReadingInput = z.strictObject({
  partners_only: z.boolean({ error: 'Укажите, показывать ли только новости ваших поставщиков' }),
  muted_organization_ids: z
    .array(id, { error: 'Ожидается список организаций' })
    .max(500, 'Скрыть можно не больше 500 организаций'),
});
export type NewsReadingInput = z.infer<typeof newsReadingInput>;

/** An author of published news the reader may hide: a supplier, a partner of theirs or not. */
export const newsSource = z.object({
  ...idName('organization'),
  is_partner: z.boolean(),
  posts_count: z.number(),
});
export const newsReading = newsReadingInput.extend({
  muted_organization_ids: z.array(z.number()),
  sources: z.array(newsSource),
});
export type NewsReading = z.infer<typeof newsReading>;
