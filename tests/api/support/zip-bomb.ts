import { constants, crc32, deflateRawSync } from 'node:zlib';

interface ZipPart {
  name: string;
  /** Raw deflate data. */
  data: Buffer;
  /** What the headers claim: the bomb part lies here. */
  declaredSize: number;
  crc: number;
}

const deflated = (name: string, text: string): ZipPart => {
  const raw = Buffer.from(text);
  return { name, data: deflateRawSync(raw), declaredSize: raw.length, crc: crc32(raw) };
};

type Field = [offset: number, bytes: 2 | 4, value: number];

/** A little-endian record of `length` bytes holding the given fields (the rest zero). */
function record(length: number, fields: Field[]): Buffer {
  const buffer = Buffer.alloc(length);
  for (const [offset, bytes, value] of fields) {
    if (bytes === 2) buffer.writeUInt16LE(value, offset);
    else buffer.writeUInt32LE(value, offset);
  }
  return buffer;
}

/** A zip archive written by hand, so that its headers can declare what we like. */
function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    // Both headers carry the CRC, both sizes and the name's length, from `at` on.
    const sizes = (at: number): Field[] => [
      [at, 4, part.crc],
      [at + 4, 4, part.data.length],
      [at + 8, 4, part.declaredSize],
      [at + 12, 2, name.length],
    ];
    // Signature, version needed (2.0), deflate.
    const local = record(30, [[0, 4, 0x04034b50], [4, 2, 20], [8, 2, 8], ...sizes(14)]);
    // Signature, version made by and needed (2.0), deflate, the local header's offset.
    const central = record(46, [
      [0, 4, 0x02014b50],
      [4, 2, 20],
      [6, 2, 20],
      [10, 2, 8],
      ...sizes(16),
      [42, 4, offset],
    ]);
    locals.push(local, name, part.data);
    centrals.push(central, name);
    offset += local.length + name.length + part.data.length;
  }
  const directory = Buffer.concat(centrals);
  const count = parts.length;
  const end = record(22, [
    [0, 4, 0x06054b50],
    [8, 2, count],
    [10, 2, count],
    [12, 4, directory.length],
    [16, 4, offset],
  ]);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/**
 * A deflate stream that inflates to `repeat` copies of `segment` between `head` and `tail`: each piece
 * is compressed alone and flushed to a byte border, so the compressed segment can simply be repeated.
 */
function repeatedDeflate(head: string, segment: string, repeat: number, tail: string): Buffer {
  const flushed = (text: string) =>
    deflateRawSync(Buffer.from(text), { finishFlush: constants.Z_FULL_FLUSH });
  const piece = flushed(segment);
  return Buffer.concat([flushed(head), ...Array.from({ length: repeat }, () => piece), deflateRawSync(tail)]);
}

const SHEET_HEAD = `<?xml version="1.0"?><worksheet xmlns="${MAIN}">`;
const SMALL_SHEET_DATA =
  '<sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"><c r="A2" t="s"><v>1</v></c></row></sheetData></worksheet>';
/** 100 KB of text without a tag: a long (too long) cell, but not a giant text node. */
const TEXT_100_KB = 'Б'.repeat(50 * 1024);
const ONE_MB_OF_TEXT = 'Б'.repeat(512 * 1024);

export type BombPart = 'sharedStrings' | 'sheet' | 'cell';

/**
 * A valid-looking .xlsx with one part that declares 1 KB but really inflates to `inflatedMb`
 * megabytes (about 1 KB of compressed data per megabyte): the shared strings (100 KB strings), the
 * sheet (elements nobody reads) or one cell of the sheet holding all of it.
 */
export function xlsxBomb(inflatedMb: number, part: BombPart = 'sharedStrings'): Buffer {
  const strings =
    part === 'sharedStrings'
      ? repeatedDeflate(
          `<?xml version="1.0"?><sst xmlns="${MAIN}">`,
          `<si><t>${TEXT_100_KB}</t></si>`,
          inflatedMb * 10,
          '</sst>',
        )
      : deflateRawSync(
          `<?xml version="1.0"?><sst xmlns="${MAIN}"><si><t>Наименование</t></si><si><t>Сыр</t></si></sst>`,
        );
  const sheet =
    part === 'sheet'
      ? repeatedDeflate(SHEET_HEAD, `<ignored a="${TEXT_100_KB}"/>`, inflatedMb * 10, SMALL_SHEET_DATA)
      : part === 'cell'
        ? repeatedDeflate(
            `${SHEET_HEAD}<sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>`,
            ONE_MB_OF_TEXT,
            inflatedMb,
            '</t></is></c></row></sheetData></worksheet>',
          )
        : deflateRawSync(SHEET_HEAD + SMALL_SHEET_DATA);
  return zipOf([
    deflated(
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>',
    ),
    deflated(
      'xl/workbook.xml',
      `<?xml version="1.0"?><workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Лист1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    deflated(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    { name: 'xl/sharedStrings.xml', data: strings, declaredSize: 1024, crc: 0 },
    { name: 'xl/worksheets/sheet1.xml', data: sheet, declaredSize: 1024, crc: 0 },
  ]);
}

/** A zipped 1С import.xml that declares 1 KB but inflates to `inflatedMb` MB of elements the import skips. */
export function commerceMlBomb(inflatedMb: number): Buffer {
  const data = repeatedDeflate(
    '<?xml version="1.0" encoding="UTF-8"?><КоммерческаяИнформация><Каталог><Товары>',
    `<Пусто a="${TEXT_100_KB}"/>`,
    inflatedMb * 10,
    '</Товары></Каталог></КоммерческаяИнформация>',
  );
  return zipOf([{ name: 'import.xml', data, declaredSize: 1024, crc: 0 }]);
}
