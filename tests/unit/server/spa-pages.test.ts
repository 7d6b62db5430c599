import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { RoutePreload } from '../../../build/route-preloads';
import { spaPages } from '../../../server/plugins/spa-pages';

const dist = mkdtempSync(path.join(os.tmpdir(), 'spa-pages-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const INDEX =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js"></head><body></body></html>';
const ROUTES: RoutePreload[] = [
  { path: '/login', public: true, files: ['assets/login-form-1.js'] },
  { path: '/client/orders', public: false, files: ['assets/App-1.js', 'assets/ClientOrderList-1.js'] },
  { path: '/client/orders/new', public: false, files: ['assets/App-1.js', 'assets/Catalog-1.js'] },
  {
    path: '/client/orders/:id',
    public: false,
    files: ['assets/App-1.js', 'assets/react-1.js', 'assets/Show-1.js'],
  },
  {
    path: '/documents/stocktaking/:id/edit',
    public: false,
    files: ['assets/App-1.js', 'assets/StocktakingEdit-1.js'],
    early: {
      script: 'assets/early-requests-1.js',
      urls: ['/v1/users/me', '/v1/stocktaking_docs/:id'],
    },
  },
  {
    path: '/manage/roles/organization/:organizationId?/role/:id?',
    public: false,
    files: ['assets/App-1.js', 'assets/RoleForm-1.js'],
  },
];
writeFileSync(path.join(dist, 'index.html'), INDEX);
writeFileSync(path.join(dist, 'route-preloads.json'), JSON.stringify(ROUTES));
const pages = spaPages(dist);
const SIGNED_IN = 'theme=light; jwt-token=abc.def';

/** The chunks the page adds for the browser to fetch at once (beyond index.html's own). */
const preloaded = (pathname: string, cookie?: string) =>
  [
    ...pages(pathname, { cookie })
      .body.toString()
      .matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g),
  ]
    .map((m) => m[1])
    .filter((file) => file !== 'assets/react-1.js');

describe('index.html of a client route', () => {
  it('names the shell and the page of a signed-in route, most specific route first', () => {
    expect(preloaded('/client/orders', SIGNED_IN)).toEqual([
      'assets/App-1.js',
      'assets/ClientOrderList-1.js',
    ]);
    expect(preloaded('/client/orders/new', SIGNED_IN)).toEqual(['assets/App-1.js', 'assets/Catalog-1.js']);
    expect(preloaded('/client/orders/42', SIGNED_IN)).toEqual(['assets/App-1.js', 'assets/Show-1.js']);
  });

  it('matches optional parameters present or left out', () => {
    for (const url of ['/manage/roles/organization/5/role/7', '/manage/roles/organization/role'])
      expect(preloaded(url, SIGNED_IN)).toContain('assets/RoleForm-1.js');
  });

  it('names nothing for a signed-in route without a session: the visitor goes to the login page', () => {
    expect(preloaded('/client/orders')).toEqual([]);
  });

  it('names the page of a public route for a visitor', () => {
    expect(preloaded('/login')).toEqual(['assets/login-form-1.js']);
  });

  it('names nothing for an address no route knows', () => {
    expect(preloaded('/no/such/page', SIGNED_IN)).toEqual([]);
  });

  it('does not name again what index.html already loads', () => {
    const html = pages('/client/orders/42', { cookie: SIGNED_IN }).body.toString();
    expect(html.split('assets/react-1.js').length).toBe(2);
  });

  it('declares the first requests of a signed-in page before the chunks, and the script that starts them', () => {
    const html = pages('/documents/stocktaking/3/edit', { cookie: SIGNED_IN }).body.toString();
    const declared = /<script type="application\/json" id="early-requests">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(declared?.[1] ?? 'null')).toEqual({
      pattern: '/documents/stocktaking/:id/edit',
      urls: ['/v1/users/me', '/v1/stocktaking_docs/:id'],
    });
    const script = html.indexOf('<script async fetchpriority="high" src="/assets/early-requests-1.js">');
    expect(html.indexOf('id="early-requests"')).toBeLessThan(script);
    expect(script).toBeLessThan(html.indexOf('modulepreload'));
    expect(pages('/documents/stocktaking/3/edit', {}).body.toString()).not.toContain('early-requests');
    expect(pages('/client/orders', { cookie: SIGNED_IN }).body.toString()).not.toContain('early-requests');
  });

  it('sends the encoding the browser prefers', () => {
    const page = pages('/login', { 'accept-encoding': 'gzip, deflate, br' });
    expect(page.encoding).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toContain('assets/login-form-1.js');
    expect(pages('/login', { 'accept-encoding': 'br;q=0, gzip' }).encoding).toBe('gzip');
    expect(pages('/login', {}).encoding).toBe('identity');
  });
});
