import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import type { Item } from './src/ItemList';

/**
 * The floor app (bench/floor/src) built once and served as the product serves its SPA: hashed files
 * with their precompressed .br/.gz twins (@fastify/static, preCompressed), index.html for every
 * other path, and a JSON server of 10 000 items in Refine's simple-rest dialect.
 *
 *   const floor = await startFloor();  floor.base → http://127.0.0.1:port;  await floor.stop()
 */
const DIR = import.meta.dirname;
const DIST = path.join(DIR, 'dist');
export const FLOOR_ROWS = 10_000;

const CATEGORIES = ['Молочная продукция', 'Овощи', 'Фрукты', 'Бакалея', 'Мясо', 'Напитки'];
const UNITS = ['шт', 'кг', 'л', 'уп'];
const items: Item[] = Array.from({ length: FLOOR_ROWS }, (_, i) => ({
  id: i + 1,
  name: `Товар ${String(i + 1).padStart(5, '0')} ${CATEGORIES[i % CATEGORIES.length].toLowerCase()}`,
  category: CATEGORIES[i % CATEGORIES.length],
  unit: UNITS[i % UNITS.length],
  price: (((i * 37) % 5000) + 10.5).toFixed(2),
  quantity: ((i * 13) % 400).toFixed(3),
  updated_at: new Date(Date.UTC(2026, 10, 1) + i * 60_000).toISOString(),
}));

export function buildFloor(force = false) {
  if (!force && existsSync(path.join(DIST, 'index.html'))) return;
  execFileSync('npx', ['vite', 'build', '--config', path.join(DIR, 'vite.config.ts')], { stdio: 'inherit' });
}

export async function startFloor(port = 0): Promise<{ base: string; stop(): Promise<void> }> {
  buildFloor(process.env.FLOOR_BUILD === '1');
  const app = Fastify({ logger: false });
  app.get<{ Querystring: Record<string, string> }>('/api/items', async (request, reply) => {
    const { _start = '0', _end = '10', _sort, _order } = request.query;
    let list = items;
    if (_sort && _sort in items[0]) {
      const key = _sort as keyof Item;
      const sign = _order === 'desc' ? -1 : 1;
      list = [...items].sort((a, b) => (a[key] < b[key] ? -sign : a[key] > b[key] ? sign : 0));
    }
    reply.header('x-total-count', String(list.length));
    reply.header('access-control-expose-headers', 'x-total-count');
    return list.slice(Number(_start), Number(_end));
  });
  await app.register(fastifyStatic, {
    root: DIST,
    wildcard: true,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader(
        'Cache-Control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });
  const page = readFileSync(path.join(DIST, 'index.html'));
  app.setNotFoundHandler((_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page),
  );
  const address = await app.listen({ port, host: '127.0.0.1' });
  return { base: address, stop: () => app.close() };
}

if (process.argv[1] === import.meta.filename) {
  const floor = await startFloor(Number(process.env.PORT ?? 3190));
  console.log(`floor app on ${floor.base}/login and ${floor.base}/items`);
}
