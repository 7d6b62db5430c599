import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminUsersList, adminUsersQuery } from '../../../contract/admin';
import { loginAsParams, loginAsResponse } from '../../../contract/users';
import { z } from '../../../contract/zod';
import { impersonations, users } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { audit } from '../../lib/audit';
import { routeOptions } from '../../openapi/route-options';
import { currentUser } from '../../plugins/auth';
import { listAdminUsers } from './users';

const route = routeOptions(['Админка'], [401, 403, 404, 422]);

export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api_a/users',
    route('back_office', 'Пользователи платформы: поиск по имени, e-mail и организации', {
      querystring: adminUsersQuery,
      response: { 200: adminUsersList },
    }),
    async (request) => listAdminUsers(app.db, request.query),
  );

  app.get(
    '/api_a/users/login_as/:id',
    route('back_office', 'Войти как пользователь (токен на 1 час, действия записываются на администратора)', {
      params: loginAsParams,
      querystring: z.object({
        reason: z
          .string({ error: 'Укажите причину входа от имени пользователя' })
          .trim()
          .min(3, 'Укажите причину входа от имени пользователя')
          .max(500, 'Причина: не длиннее 500 символов'),
      }),
      response: { 200: loginAsResponse },
    }),
    async (request) => {
      const admin = currentUser(request);
      const [target] = await app.db.select().from(users).where(eq(users.id, request.params.id));
      if (!target) throw notFound('Пользователь не найден');
      if (target.isBackOffice) throw badRequest('Нельзя войти от имени администратора платформы');
      const impersonation = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(impersonations)
          .values({ adminId: admin.id, userId: target.id, reason: request.query.reason })
          .returning();
        await audit(tx, request, {
          action: 'impersonation_start',
          entity: 'user',
          entityId: target.id,
          details: { impersonation_id: row.id, reason: request.query.reason },
        });
        return row;
      });
      const token = await app.tokens.sign(
        {
          userId: target.id,
          version: target.tokenVersion,
          impersonationId: impersonation.id,
          adminId: admin.id,
        },
        app.config.impersonationTtlSec,
      );
      return { access_token: token, token_type: 'bearer' as const, impersonation_id: impersonation.id };
    },
  );
};
