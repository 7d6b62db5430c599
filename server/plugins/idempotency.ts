import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { idempotencyKeys } from '../db/schema';
import { badRequest, conflict } from '../errors';

const HEADER = 'idempotency-key';
const KEY = /^[A-Za-z0-9_\-:.]{8,128}$/;
const PENDING = 0;
/** A create, and a save sent again after a lost answer (the counting screen's facts). */
const METHODS = new Set(['POST', 'PUT']);
/** A pending key older than this belongs to a request that died; it may be retried. */
const STALE_MS = 60_000;

/** The body as validated, fingerprinted; multipart bodies are read by the handler and have none. */
const fingerprint = (body: unknown) =>
  body === undefined || body === null
    ? null
    : createHash('sha256').update(JSON.stringify(body)).digest('hex');

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyKey: string | null;
  }
}

/**
 * Idempotency-Key on POST and PUT calls: a retried create or save with the same key (same user, method, URL and body)
 * gets the first answer again instead of creating a second row; the key with another body is a 422.
 */
export default fp(
  async function idempotencyPlugin(app: FastifyInstance) {
    app.decorateRequest('idempotencyKey', null);

    app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
      const key = request.headers[HEADER];
      if (!METHODS.has(request.method) || typeof key !== 'string' || !request.user) return;
      if (!KEY.test(key))
        throw badRequest('Idempotency-Key: 8–128 латинских букв, цифр, «-», «_», «:» или «.»');
      const userId = request.user.id;
      const url = request.url;
      const requestHash = fingerprint(request.body);
      await app.db
        .delete(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.userId, userId),
            eq(idempotencyKeys.key, key),
            eq(idempotencyKeys.statusCode, PENDING),
            lt(idempotencyKeys.createdAt, new Date(Date.now() - STALE_MS)),
          ),
        );
      const inserted = await app.db
        .insert(idempotencyKeys)
        .values({ key, userId, method: request.method, url, statusCode: PENDING, requestHash })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (inserted.length > 0) {
        request.idempotencyKey = key;
        return;
      }
      const [previous] = await app.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      if (!previous || previous.method !== request.method || previous.url !== url) {
        throw conflict('Этот Idempotency-Key уже использован для другого запроса', 'IDEMPOTENCY_KEY_REUSED');
      }
      if (previous.requestHash && previous.requestHash !== requestHash) {
        throw badRequest(
          'Этот Idempotency-Key уже использован с другими данными: для нового запроса нужен новый ключ',
          { 'idempotency-key': 'Ключ уже использован с другими данными' },
        );
      }
      if (previous.statusCode === PENDING) {
        throw conflict('Запрос с этим Idempotency-Key ещё выполняется', 'IDEMPOTENCY_IN_PROGRESS');
      }
      reply.header('Idempotent-Replayed', 'true');
      return reply.status(previous.statusCode).send(previous.body);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const key = request.idempotencyKey;
      if (!key || !request.user) return payload;
      const where = and(eq(idempotencyKeys.userId, request.user.id), eq(idempotencyKeys.key, key));
      if (reply.statusCode >= 500 || reply.statusCode === 409 || reply.statusCode === 429) {
        // Not a final answer: let a retry run the call again.
        await app.db.delete(idempotencyKeys).where(where);
        return payload;
      }
      let body: unknown = null;
      try {
        body = typeof payload === 'string' ? JSON.parse(payload) : null;
      } catch {
        body = null;
      }
      await app.db.update(idempotencyKeys).set({ statusCode: reply.statusCode, body }).where(where);
      return payload;
    });
  },
  { name: 'idempotency', dependencies: ['db', 'auth'] },
);
