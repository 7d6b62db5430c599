import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createResponseCache, type ResponseCache } from '../services/response-cache';
import { isApiRoute } from './auth';

declare module 'fastify' {
  interface FastifyInstance {
    responseCache: ResponseCache;
  }
  interface FastifyRequest {
    /** The request wrote data (withTenant in write mode): its answer is not kept and the cache empties. */
    wroteData: boolean;
    /** Where a GET's answer is kept once computed. */
    cacheSlot: { key: string; generation: number } | null;
  }
  interface FastifyContextConfig {
    /** false: a GET that writes (a link from an e-mail): computed on every call, and empties the cache. */
    cache?: boolean;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const JSON_TYPE = 'application/json; charset=utf-8';

function keep(cache: ResponseCache, request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const slot = request.cacheSlot;
  if (!slot || request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') return;
  if (!String(reply.getHeader('content-type')).startsWith('application/json')) return;
  cache.set(slot.key, payload, slot.generation);
}

/**
 * Answers a repeated GET of the API from memory while no data has changed (docs/decisions.md).
 * The key is the caller's Authorization header and the URL, so an answer is only ever served to
 * the token it was computed for, after the route's access guard has accepted that token again.
 */
export default fp(
  async function responseCachePlugin(app: FastifyInstance, opts: { enabled: boolean }) {
    const cache = createResponseCache({
      maxEntries: 5_000,
      maxBytes: 64 * 1024 * 1024,
      maxEntryBytes: 8 * 1024 * 1024,
      ttlMs: 30_000,
    });
    app.decorate('responseCache', cache);
    app.decorateRequest('wroteData', false);
    app.decorateRequest('cacheSlot', null);
    await app.database.listen('data_changed', () => cache.clear());
    // An answer computed for a user whose memberships just changed must go too, whichever of the
    // two notifications arrives last.
    await app.database.listen('users_changed', () => cache.clear());

    app.addHook('onSend', (request, reply, payload, done) => {
      const writes =
        !READ_METHODS.has(request.method) || request.wroteData || request.routeOptions.config.cache === false;
      if (writes) cache.clear();
      else keep(cache, request, reply, payload);
      done(null, payload);
    });

    if (!opts.enabled) return;
    app.addHook('onRoute', (route) => {
      if (route.method !== 'GET' || route.config?.cache === false || !isApiRoute(route.url)) return;
      const handler = route.handler;
      route.handler = function cachedHandler(this: FastifyInstance, request, reply) {
        if (request.method !== 'GET') return handler.call(this, request, reply);
        const key = `${request.headers.authorization ?? ''} ${request.url}`;
        const body = cache.get(key);
        if (body !== undefined) {
          reply.type(JSON_TYPE).send(body);
          return;
        }
        request.cacheSlot = { key, generation: cache.generation() };
        return handler.call(this, request, reply);
      };
    });
  },
  { name: 'response-cache', dependencies: ['auth'] },
);
