import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { IMPORT_MAX_BYTES } from '../../../../contract/import-goods';
import { AppError, badRequest, unsupportedMedia } from '../../../errors';
import { ARCHIVE_LIMITS, ARCHIVE_MESSAGES } from '../import/archive-limits';
import type { SheetRow } from '../import/read';
import { importFileRule } from '../import/upload';
import { type BoundedZip, openZip, type ZipEntry } from '../import/zip-reader';
import { commerceMlRows, exchangeKind, type XmlSource } from './goods';
import { COMMERCEML_MAX_XML_BYTES } from './xml';

const MB = IMPORT_MAX_BYTES / 1024 / 1024;
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const isZip = (bytes: Buffer) => ZIP.every((b, i) => bytes[i] === b);

interface NamedFile {
  name: string;
  bytes: Buffer;
}

/** One uploaded file of an exchange: the job reads the files one after another. */
export interface ExchangePart {
  name: string;
  size: number;
}

function* pieces(bytes: Buffer) {
  for (let at = 0; at < bytes.length; at += 64 * 1024) yield bytes.subarray(at, at + 64 * 1024);
}

const TOO_LARGE = `Файл больше ${MB} МБ — выгрузите каталог из 1С частями`;

/**
 * Streams the multipart parts to the store: import.xml and offers.xml, or one .zip with both. An
 * empty file is refused at once; the XML and the archives are read by the import job. On any
 * refusal the files already stored are removed again.
 */
async function keepParts(request: FastifyRequest): Promise<(ExchangePart & { key: string })[]> {
  if (!request.isMultipart())
    throw unsupportedMedia('Ожидается multipart/form-data с файлами import.xml и offers.xml');
  const { storage } = request.server;
  const files: (ExchangePart & { key: string })[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (files.length === 2) throw badRequest('Загрузите import.xml и offers.xml (или один .zip с ними)');
      const name = (part.filename || 'без имени').slice(0, 255);
      const kept = await storage.keep(part.file, importFileRule(TOO_LARGE));
      files.push({ name, size: kept.size, key: kept.key });
      if (kept.size === 0) throw badRequest(`Файл ${name} пустой`);
    }
    if (files.length === 0)
      throw badRequest('Выберите import.xml и offers.xml из выгрузки 1С (или .zip с ними)');
    return files;
  } catch (error) {
    for (const file of files) await storage.remove(file.key);
    throw error;
  }
}

/** The archive's own words about a file that is not an exchange we can read, naming the limit it broke. */
function asArchiveError(error: unknown, file: NamedFile) {
  if (!(error instanceof AppError)) return error;
  const detail =
    error.detail === ARCHIVE_MESSAGES.tooManyEntries
      ? ARCHIVE_MESSAGES.tooManyFiles(file.name, ARCHIVE_LIMITS.maxEntries)
      : error.statusCode === 413
        ? `Архив ${file.name} не принят: после распаковки он больше ${COMMERCEML_MAX_XML_BYTES / 1024 / 1024} МБ`
        : `Архив ${file.name} повреждён: не удалось его прочитать`;
  return new AppError(error.statusCode, error.code, detail);
}

/** The .xml entries of a zip (at most two), its directory read without inflating anything. */
export function xmlEntriesOf(file: NamedFile): { zip: BoundedZip; entries: ZipEntry[] } {
  let zip: BoundedZip;
  try {
    zip = openZip(file.bytes);
  } catch (error) {
    throw asArchiveError(error, file);
  }
  const entries = zip.entries.filter((e) => !e.name.endsWith('/') && /\.xml$/i.test(e.name));
  if (entries.length === 0)
    throw badRequest(`В архиве ${file.name} нет файлов .xml — нужны import.xml и offers.xml`);
  if (entries.length > 2)
    throw badRequest(`В архиве ${file.name} больше двух .xml — нужны только import.xml и offers.xml`);
  return { zip, entries };
}

/**
 * The exchange as its XML files, each opened as a stream: a plain .xml as it was uploaded, a zipped
 * one inflated by the import's bounded reader (bytes really inflated are counted, 413 past the
 * limits). `close` stops whatever is still inflating.
 */
export function exchangeSources(files: NamedFile[]): { sources: XmlSource[]; close(): void } {
  const zips: BoundedZip[] = [];
  const sources = files.flatMap((file): XmlSource[] => {
    if (!isZip(file.bytes)) return [{ name: file.name, open: () => Readable.from(pieces(file.bytes)) }];
    const { zip, entries } = xmlEntriesOf(file);
    zips.push(zip);
    return entries.map((entry) => ({
      name: entry.name.split('/').at(-1) ?? entry.name,
      open: () => zip.read(entry, COMMERCEML_MAX_XML_BYTES),
    }));
  });
  return {
    sources,
    close() {
      for (const zip of zips) zip.close();
    },
  };
}

/**
 * The rows of an uploaded exchange, read as streams (in the parse thread): the catalog is
 * required, the offers (prices) optional; an archive's limits are named as its own.
 */
export async function* exchangeRows(bytes: Buffer, parts: ExchangePart[]): AsyncGenerator<SheetRow> {
  let at = 0;
  const files = parts.map((part) => {
    const file = { name: part.name, bytes: bytes.subarray(at, at + part.size) };
    at += part.size;
    return file;
  });
  const { sources, close } = exchangeSources(files);
  try {
    let catalog: XmlSource | null = null;
    let offers: XmlSource | null = null;
    for (const source of sources) {
      const kind = await exchangeKind(source);
      if (kind === 'catalog' && !catalog) catalog = source;
      else if (kind === 'offers' && !offers) offers = source;
      else if (kind === 'orders')
        throw badRequest(`Файл ${source.name} — выгрузка заказов, а не каталог товаров`);
      else
        throw badRequest(
          `Файл ${source.name}: не понятно, каталог это или предложения — нет «Каталог» и «ПакетПредложений»`,
        );
    }
    if (!catalog) throw badRequest('Нужен import.xml с каталогом товаров (offers.xml с ценами — по желанию)');
    yield* commerceMlRows(catalog, offers);
  } finally {
    close();
  }
}

/** An exchange as the job reads it: the uploaded files in the store, and their names and sizes. */
export interface CommerceMlUpload {
  fileName: string;
  /** The files' keys in the store, in the order of parts. */
  keys: string[];
  parts: ExchangePart[];
}

/** Streams the upload to the store and refuses at once what can be told cheaply (no file, an empty one). */
export async function readCommerceMlUpload(request: FastifyRequest): Promise<CommerceMlUpload> {
  const files = await keepParts(request);
  return {
    fileName: files
      .map((f) => f.name)
      .join(' + ')
      .slice(0, 255),
    keys: files.map((f) => f.key),
    parts: files.map((f) => ({ name: f.name, size: f.size })),
  };
}
