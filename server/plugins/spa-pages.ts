import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { RoutePreload } from '../../build/route-preloads';

/** The session cookie of the SPA (src/providers/http): without it a signed-in route redirects to /login. */
const SESSION_COOKIE = /(?:^|;\s*)jwt-token=[^;]/;

type Segment = { kind: 'static'; text: string } | { kind: 'param'; optional: boolean };

const segmentsOf = (pattern: string): Segment[] =>
  pattern
    .split('/')
    .filter(Boolean)
    .map((part) =>
      part.startsWith(':') ? { kind: 'param', optional: part.endsWith('?') } : { kind: 'static', text: part },
    );

/** Every spelling of a pattern with its optional parameters present or left out. */
function variantsOf(segments: Segment[]): Segment[][] {
  let variants: Segment[][] = [[]];
  for (const segment of segments) {
    const next = variants.map((v) => [...v, segment]);
    variants = segment.kind === 'param' && segment.optional ? [...variants, ...next] : next;
  }
  return variants;
}

/** As react-router ranks routes: a static segment outweighs a parameter; else the first declared. */
function score(variant: Segment[], parts: string[]): number {
  if (variant.length !== parts.length) return -1;
  let total = 0;
  for (const [i, segment] of variant.entries()) {
    if (segment.kind === 'param') total += 3;
    else if (segment.text === parts[i]) total += 10;
    else return -1;
  }
  return total;
}

/**
 * index.html for a client route, with a modulepreload link for each chunk the route needs beyond
 * the entry (dist/route-preloads.json, written by build/route-preloads.ts): the browser then fetches
 * the shell and the page together with the entry. Pages are built once per route and kept.
 */
export function spaPages(distDir: string) {
  const index = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const preloadsFile = path.join(distDir, 'route-preloads.json');
  const routes: (RoutePreload & { variants: Segment[][] })[] = existsSync(preloadsFile)
    ? (JSON.parse(readFileSync(preloadsFile, 'utf8')) as RoutePreload[]).map((route) => ({
        ...route,
        variants: variantsOf(segmentsOf(route.path)),
      }))
    : [];
  const built = new Map<RoutePreload | undefined, Page>();

  const routeOf = (pathname: string) => {
    const parts = pathname.split('/').filter(Boolean).map(decodeURIComponentSafe);
    let best: RoutePreload | undefined;
    let bestScore = -1;
    for (const route of routes) {
      const routeScore = Math.max(...route.variants.map((variant) => score(variant, parts)));
      if (routeScore > bestScore) [best, bestScore] = [route, routeScore];
    }
    return best;
  };

  const pageWith = (route: RoutePreload | undefined) => {
    let page = built.get(route);
    if (!page) {
      const links = (route?.files ?? [])
        .filter((file) => !index.includes(`/${file}"`))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join('');
      page = encodingsOf(
        index.replace('<head>', `<head>${earlyRequestsOf(route)}`).replace('</head>', `${links}</head>`),
      );
      built.set(route, page);
    }
    return page;
  };

  /** The page for a request, in the encoding its Accept-Encoding prefers. */
  return (pathname: string, headers: { cookie?: string; 'accept-encoding'?: string }) => {
    const route = routeOf(pathname);
    const signedIn = SESSION_COOKIE.test(headers.cookie ?? '');
    const page = pageWith(route && (route.public || signedIn) ? route : undefined);
    const encoding = negotiate(headers['accept-encoding'] ?? '', ['br', 'gzip', 'identity']) ?? 'identity';
    return { encoding, body: page[encoding as keyof Page] ?? page.identity };
  };
}

/**
 * The route's first GET requests for src/boot/early-requests.ts, which starts them while the
 * scripts download: first in the head, so the browser asks for the script before the chunks, and
 * the declaration before the script that reads it.
 */
function earlyRequestsOf(route: RoutePreload | undefined): string {
  if (!route?.early) return '';
  const declared = JSON.stringify({ pattern: route.path, urls: route.early.urls }).replaceAll('<', '\\u003c');
  return (
    `<script type="application/json" id="early-requests">${declared}</script>` +
    `<script async fetchpriority="high" src="/${route.early.script}"></script>`
  );
}

type Page = { identity: Buffer; br: Buffer; gzip: Buffer };

/** Compressed as build/precompress.ts does the other files: once, at the highest levels. */
const encodingsOf = (html: string): Page => {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
};

function decodeURIComponentSafe(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
