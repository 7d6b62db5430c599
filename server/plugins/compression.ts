import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Brotli or gzip, as the request's Accept-Encoding prefers (q-values; identity when neither is
 * accepted), for every text answer of a route registered after this plugin: API JSON, /docs/json,
 * the Swagger UI files. Answers under 1 KB go as they are. The SPA's files come precompressed from
 * the build (server/plugins/spa.ts), so they are never compressed here. A route's onSend hooks run
 * after the application's, so the response cache still keeps the uncompressed serialized body.
 */
export default fp(
  async function compressionPlugin(app: FastifyInstance) {
    await app.register(compress, {
      global: true,
      encodings: ['br', 'gzip'],
      threshold: 1024,
      // Text only: not octet-stream (the plugin's default compresses it), uploaded files are binary.
      customTypes:
        /^text\/(?!event-stream)|[+/](?:json|xml)(?:;|$)|^application\/javascript|^image\/svg\+xml/,
      // Quality 4: about gzip -6's speed with smaller output; 11 costs tens of ms per 100 KB.
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'compression' },
);
