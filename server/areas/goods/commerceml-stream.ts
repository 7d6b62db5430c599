import { pipeline, type Readable } from 'node:stream';
import iconv from 'iconv-lite';
import { SaxesParser } from 'saxes';
import { AppError, badRequest, tooLarge } from '../../errors';
import { ROOT, type XmlNode } from './commerceml/xml';
import { ARCHIVE_LIMITS, type ArchiveLimits } from './import/archive-limits';
import { XmlTextGuard } from './import/xlsx-rows';

/** What the reader hands over: a direct child of the root opening, or a whole element at a wanted path. */
export type XmlEvent = { section: string } | { path: string; node: XmlNode };

export interface RecordOptions {
  /**
   * Paths below the root («Каталог/Товары/Товар») whose elements are handed over whole, each with
   * the elements one record may hold: memory is bounded by one record, never by the file.
   */
  paths: ReadonlyMap<string, number>;
  limits?: ArchiveLimits;
}

const MAX_DEPTH = 64;
const CP1251 = /encoding\s*=\s*["'](windows-1251|cp1251)["']/i;

/** The encoding of a file by its first bytes: a UTF-16 byte order mark, else the XML declaration. */
function encodingOf(head: Buffer) {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf16-be';
  return CP1251.test(head.subarray(0, 256).toString('latin1')) ? 'win1251' : 'utf8';
}

/**
 * The bytes as text: UTF-16 by its byte order mark (1С saves XML so on request), UTF-8 (BOM
 * dropped), or Windows-1251 when the XML declaration says so.
 */
async function* decoded(bytes: AsyncIterable<Buffer>): AsyncGenerator<string> {
  let decoder: ReturnType<typeof iconv.getDecoder> | null = null;
  for await (const chunk of bytes) {
    decoder ??= iconv.getDecoder(encodingOf(chunk));
    const text = decoder.write(chunk);
    if (text) yield text;
  }
  const rest = decoder?.end();
  if (rest) yield rest;
}

/** The text of the file; a stream that breaks (a damaged archive entry) names the file. */
async function* read(text: AsyncIterable<string>, fileName: string): AsyncGenerator<string> {
  try {
    yield* text;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(`Файл ${fileName} повреждён: не удалось его прочитать. Выгрузите его из 1С заново.`);
  }
}

const notWellFormed = (fileName: string, line: number) =>
  badRequest(
    `Файл ${fileName} повреждён: это не правильный XML (строка ${line}). Выгрузите его из 1С заново.`,
  );

/**
 * Reads one file of a 1С exchange as a stream (saxes): refuses what is not well-formed XML, what
 * declares a DTD and what is not a «КоммерческаяИнформация»; hands over each element found at one
 * of `paths` as a small tree (`@attribute`, `#text`, children as lists) and forgets it. Texts longer
 * than a spreadsheet cell, nesting deeper than 64 and records over their size are refused.
 */
export async function* xmlRecords(
  source: Readable,
  fileName: string,
  options: RecordOptions,
): AsyncGenerator<XmlEvent> {
  const limits = options.limits ?? ARCHIVE_LIMITS;
  const tooLong = `В файле ${fileName} есть текст длиннее ${limits.maxCellChars.toLocaleString('ru-RU')} символов — это не выгрузка 1С`;
  const guard = new XmlTextGuard(limits, tooLong);
  pipeline(source, guard, () => {});
  const parser = new SaxesParser({ position: true });
  const names: string[] = [];
  let record: { path: string; nodes: XmlNode[]; count: number; max: number } | null = null;
  const out: XmlEvent[] = [];
  const onText = (text: string) => {
    const node = record?.nodes.at(-1);
    if (!node) return;
    const joined = `${(node['#text'] as string | undefined) ?? ''}${text}`;
    if (joined.length > limits.maxCellChars) throw tooLarge(tooLong);
    node['#text'] = joined;
  };
  parser.on('doctype', () => {
    throw badRequest(`Файл ${fileName}: объявления DOCTYPE в обмене с 1С не бывает — файл не принят`);
  });
  parser.on('opentag', (tag) => {
    if (names.length === 0 && tag.name !== ROOT)
      throw badRequest(
        `Файл ${fileName} — не выгрузка 1С в формате CommerceML 2: в нём нет элемента «${ROOT}»`,
      );
    if (names.length >= MAX_DEPTH) throw badRequest(`Файл ${fileName}: слишком глубокая вложенность XML`);
    names.push(tag.name);
    const node: XmlNode = {};
    for (const [key, value] of Object.entries(tag.attributes)) node[`@${key}`] = String(value);
    if (record) {
      const parent = record.nodes.at(-1) as XmlNode;
      const siblings = (parent[tag.name] as XmlNode[] | undefined) ?? [];
      siblings.push(node);
      parent[tag.name] = siblings;
      record.nodes.push(node);
      if (++record.count > record.max)
        throw tooLarge(`Файл ${fileName}: в одном элементе «${names[1]}» слишком много данных`);
      return;
    }
    const path = names.slice(1).join('/');
    if (names.length === 2) out.push({ section: tag.name });
    const max = options.paths.get(path);
    if (max !== undefined) record = { path, nodes: [node], count: 1, max };
  });
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    names.pop();
    if (!record) return;
    const node = record.nodes.pop() as XmlNode;
    if (record.nodes.length === 0) {
      out.push({ path: record.path, node });
      record = null;
    }
  });
  const feed = (text: string | null) => {
    try {
      if (text === null) parser.close();
      else parser.write(text);
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw notWellFormed(fileName, parser.line);
    }
  };
  try {
    for await (const text of read(decoded(guard), fileName)) {
      feed(text);
      yield* out.splice(0);
    }
    feed(null);
    yield* out.splice(0);
  } finally {
    source.destroy();
    guard.destroy();
  }
}
