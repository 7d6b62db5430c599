import type { FastifyRequest } from 'fastify';
import { LOGO_MAX_BYTES, LOGO_MESSAGES } from '../../contract/organizations';
import { badRequest, tooLarge, unsupportedMedia } from '../errors';
import { type SniffedType, sniffImage } from './file-types';

const FIELD_NAMES = ['upload_file', 'file'];

/** Reads the logo from multipart field `upload_file` (or `file`): an image of at most 2 MB. */
export async function readLogoUpload(request: FastifyRequest): Promise<{ bytes: Buffer; type: SniffedType }> {
  const part = await request.file({ limits: { fileSize: LOGO_MAX_BYTES, files: 1 } });
  if (!part || !FIELD_NAMES.includes(part.fieldname)) {
    throw badRequest(LOGO_MESSAGES.missing, { upload_file: LOGO_MESSAGES.missing });
  }
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(LOGO_MESSAGES.size);
    throw error;
  }
  if (bytes.length === 0) throw badRequest('Файл логотипа пуст', { upload_file: 'Файл пуст' });
  const type = sniffImage(bytes);
  if (!type) throw unsupportedMedia(LOGO_MESSAGES.type);
  return { bytes, type };
}
