import { and, asc, count, eq, max } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_GOOD } from '../../../contract/goods';
import type { Queryable } from '../../db/client';
import { goodFileAssets } from '../../db/schema';
import { badRequest, unsupportedMedia } from '../../errors';
import { sniffImage } from '../../lib/file-types';
import type { StoredFile } from '../../plugins/storage';

/**
 * Streams every file part of the request to storage as it arrives; each must be an image (by its
 * bytes) of at most 5 MB. On any refusal the images already stored are removed again.
 */
export async function storeImageParts(request: FastifyRequest): Promise<StoredFile[]> {
  if (!request.isMultipart()) throw unsupportedMedia('Ожидается multipart/form-data с изображениями');
  const { storage } = request.server;
  const stored: StoredFile[] = [];
  try {
    for await (const part of request.files()) {
      const name = part.filename || 'без имени';
      stored.push(
        await storage.put(part.file, {
          maxBytes: MAX_IMAGE_BYTES,
          sniff: sniffImage,
          tooLarge: `Изображение «${name}» больше 5 МБ. Уменьшите его и загрузите снова.`,
          wrongType: `Файл «${name}» — не изображение. Подходят JPEG, PNG, GIF и WebP.`,
        }),
      );
    }
    if (stored.length === 0) throw badRequest('Выберите хотя бы одно изображение', { file: 'Нет файла' });
    return stored;
  } catch (error) {
    for (const file of stored) await storage.remove(file.key);
    throw error;
  }
}

/** Appends stored images after the good's existing ones. */
export async function attachImages(
  db: Queryable,
  good: { id: number; organizationId: number },
  stored: StoredFile[],
) {
  const [{ existing, last }] = await db
    .select({ existing: count(), last: max(goodFileAssets.position) })
    .from(goodFileAssets)
    .where(eq(goodFileAssets.goodId, good.id));
  if (Number(existing) + stored.length > MAX_IMAGES_PER_GOOD) {
    throw badRequest(`У товара может быть не больше ${MAX_IMAGES_PER_GOOD} изображений`);
  }
  const start = (last ?? -1) + 1;
  await db.insert(goodFileAssets).values(
    stored.map((file, i) => ({
      organizationId: good.organizationId,
      goodId: good.id,
      storageKey: file.key,
      url: file.url,
      mime: file.mime,
      sizeBytes: file.size,
      position: start + i,
    })),
  );
}

/** Removes one image and closes the gap so positions stay 0, 1, 2…; the first is the cover. */
export async function detachImage(db: Queryable, asset: typeof goodFileAssets.$inferSelect) {
  await db.delete(goodFileAssets).where(eq(goodFileAssets.id, asset.id));
  const rest = await db
    .select({ id: goodFileAssets.id })
    .from(goodFileAssets)
    .where(and(eq(goodFileAssets.goodId, asset.goodId)))
    .orderBy(asc(goodFileAssets.position), asc(goodFileAssets.id));
  for (const [position, row] of rest.entries()) {
    await db.update(goodFileAssets).set({ position }).where(eq(goodFileAssets.id, row.id));
  }
}
