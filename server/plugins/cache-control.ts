import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiRoute } from './auth';

/**
 * Cache-Control of API answers that do not set their own (docs/decisions.md): `no-store` for every
 * answer to a signed-in caller or of a route that needs one — personal or organization data that
 * no browser or proxy cache may keep; `no-cache` for a public route read without a token
 * (dictionaries, the marketplace, the news feed): it may be kept but is asked again each time.
 */
export default fp(
  async function cacheControlPlugin(app: FastifyInstance) {
    app.addHook('onSend', (request, reply, payload, done) => {
      if (isApiRoute(request.url) && !reply.hasHeader('cache-control')) {
        const anonymousPublic =
          request.routeOptions.config?.access === 'public' && !request.headers.authorization && !request.user;
        reply.header('Cache-Control', anonymousPublic ? 'no-cache' : 'no-store');
      }
      done(null, payload);
    });
  },
  { name: 'cache-control', dependencies: ['auth'] },
);
