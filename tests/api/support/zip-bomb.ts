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

/** A zip archive written by hand, so that its headers can declare what we like. */
function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(part.crc, 14);
    local.writeUInt32LE(part.data.length, 18);
    local.writeUInt32LE(part.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(part.crc, 16);
    central.writeUInt32LE(part.data.length, 20);
    central.writeUInt32LE(part.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, part.data);
    centrals.push(central, name);
    offset += local.length + name.length + part.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
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
