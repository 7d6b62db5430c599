import { badRequest, tooLarge } from '../errors';

/** What an .xlsx may expand to before we agree to unpack it (zip-bomb guard). */
export const ZIP_LIMITS = { maxEntries: 2_000, maxTotalBytes: 400 * 1024 * 1024, maxRatio: 250 };

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;

const damaged = () =>
  badRequest('Файл повреждён или обрезан: не удалось прочитать его как .xlsx. Сохраните его в Excel заново.');

/**
 * Reads the zip central directory (without decompressing anything) and refuses archives that are
 * truncated, have too many entries or would expand beyond the limits.
 */
export function checkZipArchive(buf: Buffer) {
  const searchFrom = Math.max(0, buf.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = buf.length - 22; i >= searchFrom; i--) {
    if (buf.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw damaged();
  const entries = buf.readUInt16LE(eocd + 10);
  const directorySize = buf.readUInt32LE(eocd + 12);
  const directoryOffset = buf.readUInt32LE(eocd + 16);
  if (entries === 0 || directoryOffset + directorySize > eocd) throw damaged();
  if (entries > ZIP_LIMITS.maxEntries)
    throw badRequest('В архиве .xlsx слишком много частей — файл не похож на таблицу');

  let offset = directoryOffset;
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > eocd || buf.readUInt32LE(offset) !== CENTRAL_SIGNATURE) throw damaged();
    const compressed = buf.readUInt32LE(offset + 20);
    const uncompressed = buf.readUInt32LE(offset + 24);
    const localHeader = buf.readUInt32LE(offset + 42);
    if (compressed === 0xffffffff || uncompressed === 0xffffffff || localHeader >= directoryOffset)
      throw damaged();
    total += uncompressed;
    if (uncompressed > 1024 * 1024 && uncompressed / Math.max(compressed, 1) > ZIP_LIMITS.maxRatio) {
      throw tooLarge('Файл .xlsx подозрительно сильно сжат и слишком велик после распаковки');
    }
    offset +=
      46 + buf.readUInt16LE(offset + 28) + buf.readUInt16LE(offset + 30) + buf.readUInt16LE(offset + 32);
  }
  if (total > ZIP_LIMITS.maxTotalBytes)
    throw tooLarge('Таблица слишком велика после распаковки (больше 400 МБ)');
}
