import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventsQuery, eventTicket } from '../../../contract/events';
import { AppError, badRequest, unauthorized } from '../../errors';
import type { TokenClaims } from '../../lib/jwt';
import { errorResponses } from '../../openapi/error-responses';
import { currentUser, loadUser } from '../../plugins/auth';
import { issueTicket, redeemTicket, TICKET_TTL_SEC } from './tickets';

const TAGS = ['События'];
/** setTimeout's longest delay (about 24 days); a token lives hours. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const bearer = (request: FastifyRequest) =>
  /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];

/** The caller's token claims: a bearer header (API clients) or a single-use ticket (EventSource). */
async function claimsOf(request: FastifyRequest, ticket: string | undefined): Promise<TokenClaims> {
  const app = request.server;
  const token = bearer(request);
  const claims = token ? await app.tokens.verify(token) : ticket ? await redeemTicket(app.db, ticket) : null;
  if (!claims) {
    throw token || ticket
      ? unauthorized('Сессия истекла или билет недействителен, войдите снова', 'SESSION_EXPIRED')
      : unauthorized();
  }
  return claims;
}

function lastEventId(request: FastifyRequest, fromQuery: number | undefined) {
  const header = request.headers['last-event-id'];
  if (header === undefined || header === '') return fromQuery;
  const value = String(header).trim();
  if (!/^\d{1,15}$/.test(value)) throw badRequest('Заголовок Last-Event-ID должен быть номером события');
  return Number(value);
}

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/events/ticket',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Билет для EventSource: действует минуту и один раз (токен не попадает в адрес)',
        response: { 200: eventTicket, ...errorResponses(401) },
      },
    },
    async (request) => {
      currentUser(request);
      const claims = await app.tokens.verify(bearer(request) ?? '');
      if (!claims?.expiresAt) throw unauthorized();
      const ticket = await issueTicket(app.db, { ...claims, expiresAt: claims.expiresAt });
      return { ticket, expires_in: TICKET_TTL_SEC };
    },
  );

  app.get(
    '/v1/events',
    {
      // Authenticates itself: a bearer header or a ticket (an EventSource cannot send headers).
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary:
          'Поток событий (Server-Sent Events): заказы, договоры, партнёрства, прайс-листы, новости, задачи; ' +
          'Last-Event-ID продолжает после переподключения',
        querystring: eventsQuery,
        response: errorResponses(401, 422, 429),
      },
    },
    async (request, reply) => {
      const from = lastEventId(request, request.query.last_event_id);
      const claims = await claimsOf(request, request.query.ticket);
      const user = await loadUser(app, claims);
      const lifetimeMs = (claims.expiresAt ?? 0) * 1000 - Date.now();
      if (!user || lifetimeMs <= 0) throw unauthorized('Сессия истекла, войдите снова', 'SESSION_EXPIRED');
      // Checked and added in one turn of the event loop: no other request slips in between.
      if (!app.events.admits(user.id)) {
        throw new AppError(
          429,
          'TOO_MANY_STREAMS',
          'Сервер сейчас не принимает новые подключения к обновлениям. Данные обновятся после перезагрузки страницы.',
        );
      }
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
        connection: 'keep-alive',
      });
      raw.write('retry: 2000\n\n');
      request.raw.socket.setTimeout(0);
      let remove = () => {};
      let closed = false;
      // The stream ends with its token: the client reconnects with a fresh one (or logs in again).
      const expiry = setTimeout(() => close(), Math.min(lifetimeMs, MAX_TIMER_MS));
      const close = () => {
        if (closed) return;
        closed = true;
        clearTimeout(expiry);
        remove();
        raw.end();
      };
      request.raw.on('close', close);
      try {
        remove = await app.events.add(
          {
            userId: user.id,
            claims,
            memberships: user.memberships,
            write: (chunk) => void (closed || raw.write(chunk)),
            backlog: () => raw.writableLength,
            close,
          },
          from,
        );
        if (closed) remove();
      } catch (error) {
        request.log.error({ err: error }, 'event stream failed');
        close();
      }
    },
  );
};
