import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files a browser downloads from dist/; images other than SVG are compressed already. */
const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|map|webmanifest|ico)$/;
/**
 * Not served as files: version.json has its own no-store route, the report is for bench/bundle, the
 * route preloads are read by the server (server/plugins/spa.ts).
 */
const SKIP = new Set(['version.json', 'bundle-report.json', 'route-preloads.json']);

async function* filesOf(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesOf(file);
    else yield file;
  }
}

/**
 * Writes `file.br` (Brotli 11) and `file.gz` (gzip -9) next to every text file of `dir`, each only
 * when smaller than the file (index.html too, however small: every page load asks for it). Returns
 * the files compressed.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const done: string[] = [];
  for await (const file of filesOf(dir)) {
    if (!TEXT.test(file) || SKIP.has(path.relative(dir, file))) continue;
    const source = await readFile(file);
    const [br, gzipped] = await Promise.all([
      brotli(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
      gz(source, { level: 9 }),
    ]);
    if (br.length < source.length) await writeFile(`${file}.br`, br);
    if (gzipped.length < source.length) await writeFile(`${file}.gz`, gzipped);
    done.push(file);
  }
  return done;
}

/** After `vite build` has written dist/ (public files included), precompresses it for the server. */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const dir = path.resolve(config.root, config.build.outDir);
      const files = await precompressDir(dir);
      config.logger.info(`precompress: ${files.length} files → .br and .gz`);
    },
  };
}
