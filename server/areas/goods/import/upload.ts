import type { FastifyRequest } from 'fastify';
import { type ColumnMapping, IMPORT_MAX_BYTES, mappingField } from '../../../../contract/import-goods';
import { badRequest, tooLarge, unsupportedMedia } from '../../../errors';

export interface ImportUpload {
  bytes: Buffer;
  fileName: string;
  mapping: ColumnMapping;
}

const MB = IMPORT_MAX_BYTES / 1024 / 1024;

/** Reads the multipart upload: one `file` part and an optional `mapping` field (JSON). */
export async function readImportUpload(request: FastifyRequest): Promise<ImportUpload> {
  if (!request.isMultipart()) throw unsupportedMedia('Ожидается multipart/form-data с файлом .xlsx или .csv');
  let upload: { bytes: Buffer; fileName: string } | null = null;
  let mapping: ColumnMapping = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (upload) throw badRequest('Загрузите один файл за раз', { file: 'Только один файл' });
      try {
        upload = { bytes: await part.toBuffer(), fileName: (part.filename || 'без имени').slice(0, 255) };
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw tooLarge(`Файл больше ${MB} МБ — разделите его на части`);
        }
        throw error;
      }
    } else if (part.fieldname === 'mapping' && typeof part.value === 'string' && part.value !== '') {
      const parsed = mappingField.safeParse(part.value);
      if (!parsed.success) {
        throw badRequest(`Сопоставление колонок: ${parsed.error.issues[0]?.message ?? 'неверный формат'}`, {
          mapping: 'Неверное сопоставление',
        });
      }
      mapping = parsed.data;
    }
  }
  if (!upload) throw badRequest('Выберите файл .xlsx или .csv', { file: 'Нет файла' });
  if (upload.bytes.length > IMPORT_MAX_BYTES) throw tooLarge(`Файл больше ${MB} МБ — разделите его на части`);
  return { ...upload, mapping };
}
