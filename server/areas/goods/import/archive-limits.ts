/**
 * How much an uploaded archive (.xlsx today; a CommerceML .zip or a background worker tomorrow) may
 * cost us. Every limit counts what is really produced while reading, never what the file declares.
 */
export const ARCHIVE_LIMITS = {
  /** Entries in the central directory. */
  maxEntries: 2_000,
  /** Bytes actually inflated from one archive, all entries read together. */
  maxInflatedBytes: 128 * 1024 * 1024,
  /** Bytes actually inflated from one small XML part (relations, workbook). */
  maxMetaPartBytes: 4 * 1024 * 1024,
  /** Bytes actually inflated from the shared-strings part, which is kept in memory while a sheet is read. */
  maxSharedStringsBytes: 48 * 1024 * 1024,
  /** Characters in one cell (Excel's own limit). */
  maxCellChars: 32_767,
  /**
   * Bytes of XML between two tags: a cell of `maxCellChars` escaped as `&quot;` is under 200 KB, so a
   * longer text is refused before the XML parser has to hold it.
   */
  maxXmlTextBytes: 256 * 1024,
  /** Columns in a row. */
  maxColumns: 200,
} as const;

export type ArchiveLimits = typeof ARCHIVE_LIMITS;

const MB = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** The Russian messages of the refusals, in one place with the limits they name. */
export const ARCHIVE_MESSAGES = {
  tooManyEntries: 'В архиве слишком много частей — файл не похож на таблицу',
  /** An exchange archive over `maxEntries` files (1С puts two XML files and, at most, pictures in it). */
  tooManyFiles: (name: string, limit: number) =>
    `Архив ${name} не принят: в нём больше ${limit.toLocaleString('ru-RU')} файлов — в выгрузке 1С нужны только import.xml и offers.xml`,
  inflatedTooMuch: (limit: number) =>
    `Файл слишком велик после распаковки (больше ${MB(limit)} МБ) — разделите его на части`,
  cellTooLong: (line: number, limit: number) =>
    `Строка ${line}: в ячейке больше ${limit.toLocaleString('ru-RU')} символов`,
  textTooLong: (limit: number) =>
    `В таблице есть ячейка длиннее ${limit.toLocaleString('ru-RU')} символов — Excel такие не сохраняет`,
  tooManyColumns: (limit: number) => `В таблице больше ${limit} колонок`,
  damaged: 'Файл повреждён или обрезан: не удалось прочитать его как .xlsx. Сохраните его в Excel заново.',
};
