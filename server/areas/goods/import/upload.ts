import type { FastifyRequest } from 'fastify';
import { type ColumnMapping, IMPORT_MAX_BYTES, mappingField } from '../../../../contract/import-goods';
import { badRequest, unsupportedMedia } from '../../../errors';
import type { KeptFile } from '../../../plugins/storage';
import { detectSpreadsheet, SNIFF_BYTES, type SpreadsheetType } from './read';

export interface ImportUpload {
  /** The file in the store (imports/…), read back by the import job. */
  key: string;
  fileName: string;
  fileType: SpreadsheetType;
  mapping: ColumnMapping;
}

const MB = IMPORT_MAX_BYTES / 1024 / 1024;

/** The limits of one uploaded import file as it is streamed to the store. */
export const importFileRule = (tooLarge: string) => ({
  maxBytes: IMPORT_MAX_BYTES,
  tooLarge,
  headBytes: SNIFF_BYTES,
});

/**
 * Streams the multipart upload's one `file` part to the store and reads an optional `mapping`
 * field (JSON); the file's type is told from its first bytes. Whatever goes wrong after the file
 * is stored removes it again.
 */
export async function readImportUpload(request: FastifyRequest): Promise<ImportUpload> {
  if (!request.isMultipart()) throw unsupportedMedia('Ожидается multipart/form-data с файлом .xlsx или .csv');
  const { storage } = request.server;
  let kept: (KeptFile & { fileName: string }) | null = null;
  try {
    let mapping: ColumnMapping = {};
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (kept) throw badRequest('Загрузите один файл за раз', { file: 'Только один файл' });
        const fileName = (part.filename || 'без имени').slice(0, 255);
        const file = await storage.keep(
          part.file,
          importFileRule(`Файл больше ${MB} МБ — разделите его на части`),
        );
        kept = { ...file, fileName };
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
    if (!kept) throw badRequest('Выберите файл .xlsx или .csv', { file: 'Нет файла' });
    const fileType = detectSpreadsheet(kept.head);
    return { key: kept.key, fileName: kept.fileName, fileType, mapping };
  } catch (error) {
    if (kept) await storage.remove(kept.key);
    throw error;
  }
}
