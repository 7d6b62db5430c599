/**
 * 1С exchange read benchmark: node --expose-gc --import tsx bench/commerceml/run.ts [--goods N]
 * For a generated, zipped import.xml + offers.xml of N goods (default 50 000) it reads the rows in
 * this process (no thread, no database) two ways and prints the time and the heap growth:
 * - streamed: exchangeRows, the reader the import job uses (saxes, element by element);
 * - whole tree: both files inflated and parsed by fast-xml-parser, as the import did before.
 * Heap growth = peak heapUsed while reading (sampled every 500 rows) − heapUsed after a GC before.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { inflateRawSync } from 'node:zlib';
import { XMLParser } from 'fast-xml-parser';
import { exchangeRows } from '../../server/areas/goods/commerceml/upload';
import { openZip } from '../../server/areas/goods/import/zip-reader';
import { exchangeZip } from './generate';

const goodsArg = process.argv.indexOf('--goods');
const GOODS = goodsArg > 0 ? Number(process.argv[goodsArg + 1]) : 50_000;
const MB = (bytes: number) => Math.round(bytes / 1024 / 1024);
const gc = () => (globalThis as { gc?: () => void }).gc?.();

async function streamed(archive: Buffer) {
  gc();
  const before = process.memoryUsage().heapUsed;
  let peak = before;
  let rows = 0;
  const start = performance.now();
  for await (const _row of exchangeRows(archive, [{ name: 'выгрузка.zip', size: archive.length }])) {
    if (++rows % 500 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed);
  }
  return { rows: rows - 1, ms: performance.now() - start, growth: peak - before };
}

function wholeTree(archive: Buffer) {
  gc();
  const before = process.memoryUsage().heapUsed;
  const start = performance.now();
  const zip = openZip(archive);
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false });
  const trees = zip.entries
    .filter((e) => e.name.endsWith('.xml'))
    .map((entry) => {
      const at = entry.localOffset;
      const from = at + 30 + archive.readUInt16LE(at + 26) + archive.readUInt16LE(at + 28);
      const text = inflateRawSync(archive.subarray(from, from + entry.compressedSize)).toString('utf8');
      return parser.parse(text);
    });
  const growth = process.memoryUsage().heapUsed - before;
  const rows = trees[0]?.КоммерческаяИнформация?.Каталог?.Товары?.Товар?.length ?? 0;
  return { rows, ms: performance.now() - start, growth };
}

const { archive, xmlBytes } = await exchangeZip(GOODS, 'Бенч');
if (!(globalThis as { gc?: unknown }).gc) console.warn('run with node --expose-gc for exact figures');
const load = os.loadavg().map((n) => n.toFixed(2));
const a = await streamed(archive);
const b = wholeTree(archive);
console.log(
  `${GOODS.toLocaleString('ru-RU')} goods: XML ${MB(xmlBytes)} MB, zip ${MB(archive.length)} MB; load average ${load.join(' ')}`,
);
console.table({
  'streamed (saxes, the import job)': {
    rows: a.rows,
    seconds: +(a.ms / 1000).toFixed(1),
    heap_growth_mb: MB(a.growth),
  },
  'whole tree (fast-xml-parser, before)': {
    rows: b.rows,
    seconds: +(b.ms / 1000).toFixed(1),
    heap_growth_mb: MB(b.growth),
  },
});
