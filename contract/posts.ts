import { isoDateTime, listQuery, listResponse, text } from './common';
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

/** Editor.js output: `{ time, blocks, version }`, at most 200 КБ as JSON. */
export const postContent = z
  .object({
    time: z.number().optional(),
    version: z.string().max(32).optional(),
    blocks: z.array(postBlock).max(2000, 'Слишком много блоков'),
  })
  .refine((content) => new TextEncoder().encode(JSON.stringify(content)).length <= POST_CONTENT_MAX_BYTES, {
    message: 'Новость слишком большая: не больше 200 КБ текста',
  });
export type PostContent = z.infer<typeof postContent>;

export const postBody = z.object({
  title: text(255, 'Заголовок'),
  content: postContent,
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
