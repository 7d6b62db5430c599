import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { notFound } from '../errors';
import { spaPages } from './spa-pages';

const API_PATHS = /^\/(v1|api_a|files|docs)(\/|$)/;
const ASSETS = `${path.sep}assets${path.sep}`;
/** Build files for the server and bench/bundle, not for browsers; /version.json has its own route. */
const NOT_SERVED = new Set(['/version.json', '/bundle-report.json', '/route-preloads.json']);

/** Hashed build files never change under their name; everything else (index.html) is revalidated. */
const cacheControlOf = (filePath: string) =>
  filePath.includes(ASSETS) ? 'public, max-age=31536000, immutable' : 'no-cache';

/**
 * Serves the built SPA from dist/ with an index.html fallback for client routes, and
 * /version.json (never cached) that the SPA polls to offer a reload after a deploy.
 */
export default fp(
  async function spaPlugin(app: FastifyInstance, opts: { config: AppConfig }) {
    const { distDir, version } = opts.config;
    const hasDist = existsSync(path.join(distDir, 'index.html'));

    app.get('/version.json', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { version };
    });

    if (hasDist) {
      await app.register(fastifyStatic, {
        root: distDir,
        // One wildcard route: dist/version.json must not shadow the no-store /version.json above,
        // and a missing file falls through to the not-found handler (SPA fallback).
        wildcard: true,
        index: false,
        allowedPath: (pathName) => !NOT_SERVED.has(pathName),
        // The build writes a .br and a .gz next to every text file (vite.config.ts); the one the
        // request's Accept-Encoding prefers is sent, the plain file otherwise.
        preCompressed: true,
        // Ours below: @fastify/static's own (public, max-age=0) would replace what setHeaders sets.
        cacheControl: false,
        setHeaders(res, filePath) {
          res.setHeader('Cache-Control', cacheControlOf(filePath));
          res.setHeader('Vary', 'Accept-Encoding');
        },
      });
    }

    const pageOf = hasDist ? spaPages(distDir) : undefined;
    const sendPage = (request: FastifyRequest, reply: FastifyReply, pages: NonNullable<typeof pageOf>) => {
      const { encoding, body } = pages(request.url.split('?')[0], request.headers);
      if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
      return reply
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Encoding, Cookie')
        .type('text/html; charset=utf-8')
        .send(body);
    };

    if (pageOf)
      app.get('/', { schema: { hide: true } }, async (request, reply) => sendPage(request, reply, pageOf));

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const wantsPage = request.method === 'GET' && !API_PATHS.test(request.url);
      if (wantsPage && pageOf) {
        const pathname = request.url.split('?')[0];
        if (/\.[a-z0-9]{1,6}$/i.test(pathname) && pathname !== '/index.html') {
          throw notFound('Файл не найден');
        }
        return sendPage(request, reply, pageOf);
      }
      throw notFound('Адрес не найден', 'ROUTE_NOT_FOUND');
    });
  },
  { name: 'spa' },
);
