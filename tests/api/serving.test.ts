import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../build/precompress';
import { type Client, createTestApp, type TestApp } from './support/app';

// A build as `vite build` leaves it (build/precompress.ts wrote the .br and .gz files).
const dist = mkdtempSync(path.join(os.tmpdir(), 'zakupki-dist-'));
const INDEX = `<!doctype html><html lang="ru"><head><title>Закупки B2B</title><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`;
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ id: i, name: `Товар ${i}` })))};`;
const STYLE = `${Array.from({ length: 100 }, (_, i) => `.row-${i} { padding: ${i}px; color: #333; }`).join('\n')}`;

let t: TestApp;
let dairy: Client;
let dairyOrg: number;
beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets/index-abc123.js'), SCRIPT);
  writeFileSync(path.join(dist, 'assets/index-abc123.css'), STYLE);
  await precompressDir(dist);
  t = await createTestApp({ config: { distDir: dist } });
  dairy = t.as(await t.login('dmitry@zorka.demo'));
  dairyOrg = t.id('org:dairy');
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, client?: Client) =>
  (client ?? t.as(null))({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

/** The body as the browser reads it after undoing the Content-Encoding. */
function decoded(res: LightMyRequestResponse): string {
  const raw = res.rawPayload;
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
  return raw.toString('utf8');
}

const goodsList = () => `/v1/goods/?organization_id=${dairyOrg}&order_field=id&limit=50`;

describe('compressed answers', () => {
  const BROWSER = 'gzip, deflate, br, zstd';
  const cases = [
    ['the entry script', '/assets/index-abc123.js', SCRIPT],
    ['a stylesheet', '/assets/index-abc123.css', STYLE],
    ['the page', '/', INDEX],
    ['a client route (index.html fallback)', '/client/orders', INDEX],
  ] as const;

  it.each(cases)('sends %s with Brotli to a browser, smaller and intact', async (_name, url, text) => {
    const res = await get(url, BROWSER);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(text));
    expect(decoded(res)).toBe(text);
  });

  it.each(cases)('sends %s gzipped when only gzip is accepted', async (_name, url, text) => {
    for (const accept of ['gzip', 'br;q=0, gzip', 'gzip;q=1, br;q=0.5']) {
      const res = await get(url, accept);
      expect(res.headers['content-encoding'], accept).toBe('gzip');
      expect(decoded(res)).toBe(text);
    }
  });

  it.each(cases)(
    'sends %s as it is without Accept-Encoding or with identity only',
    async (_name, url, text) => {
      for (const accept of [undefined, 'identity', 'compress']) {
        const res = await get(url, accept);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding'], String(accept)).toBeUndefined();
        expect(res.body).toBe(text);
      }
    },
  );

  it('compresses the OpenAPI document and a list answer of the API on the fly', async () => {
    for (const [url, client] of [
      ['/docs/json', undefined],
      [goodsList(), dairy],
    ] as const) {
      const plain = await get(url, undefined, client);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.length).toBeGreaterThan(1024);
      const br = await get(url, BROWSER, client);
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(decoded(br))).toEqual(plain.json());
      const gzip = await get(url, 'gzip', client);
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(JSON.parse(decoded(gzip))).toEqual(plain.json());
    }
  });

  it('gives one list in Brotli, gzip and plain alike, request after request', async () => {
    const first = await get(goodsList(), 'br', dairy);
    const kept = await get(goodsList(), 'gzip', dairy);
    const plain = await get(goodsList(), undefined, dairy);
    expect(first.headers['content-encoding']).toBe('br');
    expect(kept.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(kept))).toEqual(JSON.parse(decoded(first)));
    expect(plain.json()).toEqual(JSON.parse(decoded(first)));
  });

  it('leaves a small answer uncompressed', async () => {
    const res = await get('/version.json', BROWSER);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toHaveProperty('version');
  });

  it('answers HEAD of a list like its GET, without a body', async () => {
    const head = await dairy({ method: 'HEAD', url: goodsList(), headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });
});

describe('Cache-Control', () => {
  it('keeps hashed assets for a year, with an ETag', async () => {
    const res = await get('/assets/index-abc123.js', 'br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toBeTruthy();
  });

  it('revalidates index.html, also as the fallback of a client route, with a 304 by ETag', async () => {
    for (const url of ['/', '/client/orders', '/login']) {
      const res = await get(url, 'br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const first = await get('/index.html', 'br');
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.as(null)({
      method: 'GET',
      url: '/index.html',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('forbids storing any API answer given to a signed-in user, errors included', async () => {
    expect((await get(goodsList(), 'br', dairy)).headers['cache-control']).toBe('no-store');
    expect((await get('/v1/users/me', undefined, dairy)).headers['cache-control']).toBe('no-store');
    expect((await get('/v1/dictionaries/addr_countries', undefined, dairy)).headers['cache-control']).toBe(
      'no-store',
    );
    const denied = await get(goodsList());
    expect(denied.statusCode).toBe(401);
    expect(denied.headers['cache-control']).toBe('no-store');
  });

  it('lets a public dictionary read without a token be kept but revalidated', async () => {
    const res = await get('/v1/dictionaries/addr_countries');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('Content-Security-Policy', () => {
  const csp = (res: LightMyRequestResponse) => String(res.headers['content-security-policy']);

  it('does not upgrade requests of an app served over plain HTTP', async () => {
    for (const url of ['/', '/assets/index-abc123.js', '/healthz', '/docs/json']) {
      const res = await t.as(null)({ method: 'GET', url, headers: { host: 'zakupki.local:3000' } });
      expect(csp(res), url).toContain("script-src 'self'");
      expect(csp(res), url).not.toContain('upgrade-insecure-requests');
    }
  });

  it('does not believe X-Forwarded-Proto from a client when no proxy is trusted', async () => {
    const res = await get('/', undefined);
    const forged = await t.as(null)({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(csp(res)).not.toContain('upgrade-insecure-requests');
    expect(csp(forged)).not.toContain('upgrade-insecure-requests');
  });

  it('upgrades requests behind a trusted HTTPS proxy, and whenever the public address is https', async () => {
    const proxied = await createTestApp({ seed: false, config: { distDir: dist, trustProxy: true } });
    const https = await createTestApp({
      seed: false,
      config: { distDir: dist, publicUrl: 'https://zakupki.example.ru' },
    });
    try {
      const viaProxy = (proto: string) =>
        proxied.as(null)({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': proto } });
      expect(csp(await viaProxy('https'))).toContain('upgrade-insecure-requests');
      expect(csp(await viaProxy('http'))).not.toContain('upgrade-insecure-requests');
      const direct = await https.as(null)({ method: 'GET', url: '/login' });
      expect(csp(direct)).toContain('upgrade-insecure-requests');
    } finally {
      await proxied.close();
      await https.close();
    }
  });
});
