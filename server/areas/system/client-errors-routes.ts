import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientErrorBody } from '../../../contract/client-errors';
import { z } from '../../../contract/zod';
import { hitRateLimit } from '../../lib/rate-limit';
import { errorResponses } from '../../openapi/error-responses';

/** A report is a few kilobytes of text; anything larger is not a report. */
const BODY_LIMIT = 24 * 1024;
/** Reports per address and minute: a crash loop cannot flood the log. */
export const CLIENT_ERRORS_PER_IP = { max: 20, windowSec: 60 };

/**
 * The SPA's error boundaries report what they caught, so a screen that fails for a user shows up
 * in the server log (warn). Open to anyone — a crash may happen before login — and limited per
 * address; the user is logged when the request carries a valid token.
 */
export const clientErrorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/client_errors',
    {
      bodyLimit: BODY_LIMIT,
      config: { access: 'public' },
      schema: {
        tags: ['Служебные'],
        summary: 'Сообщение об ошибке отрисовки экрана в браузере (пишется в журнал сервера)',
        body: clientErrorBody,
        response: { 204: z.null(), ...errorResponses(413, 422, 429) },
      },
    },
    async (request, reply) => {
      await hitRateLimit(
        app.db,
        `client_errors:ip:${request.ip}`,
        CLIENT_ERRORS_PER_IP,
        'Слишком много сообщений об ошибках. Попробуйте позже.',
      );
      const { message, stack, component_stack, url } = request.body;
      request.log.warn(
        {
          clientError: { message, stack, componentStack: component_stack, url },
          userId: request.user?.id ?? null,
        },
        'client render error',
      );
      return reply.code(204).send(null);
    },
  );
};
