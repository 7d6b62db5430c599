import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { notFound } from '../errors';

const API_PATHS = /^\/(v1|api_a|files|docs)(\/|$)/;

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
        allowedPath: (pathName) => pathName !== '/version.json' && pathName !== '/bundle-report.json',
        setHeaders(res, filePath) {
          res.setHeader(
            'Cache-Control',
            filePath.includes(`${path.sep}assets${path.sep}`)
              ? 'public, max-age=31536000, immutable'
              : 'no-cache',
          );
        },
      });
    }

    if (hasDist) {
      app.get('/', { schema: { hide: true } }, async (_request, reply) =>
        reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html'),
      );
    }

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const wantsPage = request.method === 'GET' && !API_PATHS.test(request.url);
      if (wantsPage && hasDist) {
        if (/\.[a-z0-9]{1,6}(\?|$)/i.test(request.url) && !request.url.startsWith('/index.html')) {
          throw notFound('Файл не найден');
        }
        reply.header('Cache-Control', 'no-cache');
        return reply.type('text/html; charset=utf-8').sendFile('index.html');
      }
      throw notFound('Адрес не найден', 'ROUTE_NOT_FOUND');
    });
  },
  { name: 'spa' },
);
