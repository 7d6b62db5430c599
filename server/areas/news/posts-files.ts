import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { POST_IMAGE_MAX_BYTES } from '../../../contract/posts';
import type { Queryable } from '../../db/client';
import { newsPosts, postFileAssets } from '../../db/schema';
import { badRequest, unsupportedMedia } from '../../errors';
import { sniffImage } from '../../lib/file-types';

/**
 * Streams one image from the multipart field `field` (any field when omitted) to storage and
 * records it; a thumbnail also becomes the post's cover.
 */
export async function storePostImage(
  request: FastifyRequest,
  db: Queryable,
  target: { postId: number; organizationId: number | null; isThumbnail: boolean },
  field?: string,
) {
  if (!request.isMultipart()) throw unsupportedMedia('Ожидается multipart/form-data с изображением');
  const part = await request.file();
  if (!part) throw badRequest('Выберите изображение', { [field ?? 'file']: 'Нет файла' });
  if (field && part.fieldname !== field) {
    throw badRequest(`Изображение ожидается в поле «${field}»`, { [field]: 'Нет файла' });
  }
  const stored = await request.server.storage.put(part.file, {
    maxBytes: POST_IMAGE_MAX_BYTES,
    sniff: sniffImage,
    tooLarge: 'Изображение больше 5 МБ. Уменьшите его и загрузите снова.',
    wrongType: 'Файл — не изображение. Подходят JPEG, PNG, GIF и WebP.',
  });
  const [asset] = await db
    .insert(postFileAssets)
    .values({
      postId: target.postId,
      organizationId: target.organizationId,
      uploadedBy: request.user?.id ?? null,
      storageKey: stored.key,
      url: stored.url,
      mime: stored.mime,
      sizeBytes: stored.size,
      isThumbnail: target.isThumbnail,
    })
    .returning({ id: postFileAssets.id });
  if (target.isThumbnail) {
    await db
      .update(newsPosts)
      .set({ thumbnailUrl: stored.url, updatedAt: new Date() })
      .where(eq(newsPosts.id, target.postId));
  }
  return { id: asset.id, url: stored.url, is_thumbnail: target.isThumbnail };
}
