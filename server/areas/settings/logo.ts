import type { FastifyRequest } from 'fastify';
import { LOGO_MAX_BYTES, LOGO_MESSAGES } from '../../../contract/organizations';
import { badRequest } from '../../errors';
import { sniffImage } from '../../lib/file-types';
import type { StoredFile } from '../../plugins/storage';

const FIELD_NAMES = ['upload_file', 'file'];

/** Streams the logo from multipart field `upload_file` (or `file`) to storage: an image of at most 2 MB. */
export async function storeLogoUpload(request: FastifyRequest): Promise<StoredFile> {
  const part = await request.file({ limits: { fileSize: LOGO_MAX_BYTES, files: 1 } });
  if (!part || !FIELD_NAMES.includes(part.fieldname)) {
    throw badRequest(LOGO_MESSAGES.missing, { upload_file: LOGO_MESSAGES.missing });
  }
  return request.server.storage.put(part.file, {
    maxBytes: LOGO_MAX_BYTES,
    sniff: sniffImage,
    tooLarge: LOGO_MESSAGES.size,
    wrongType: LOGO_MESSAGES.type,
    empty: () => badRequest('Файл логотипа пуст', { upload_file: 'Файл пуст' }),
  });
}
