import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { me, updateMeBody } from '../../../contract/users';
import { z } from '../../../contract/zod';
import { users } from '../../db/schema';
import { badRequest } from '../../errors';
import { audit } from '../../lib/audit';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { routeOptions } from '../../openapi/route-options';
import { currentUser } from '../../plugins/auth';
import { buildMe } from './me';
import { loadMemberships } from './memberships';

const route = routeOptions(['Пользователи'], [401, 403, 404, 409, 422, 429]);

/** The signed-in user's own profile: read it, change name, phone, settings or password. */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;

  app.get('/v1/users/me', route('user', 'Текущий пользователь', { response: { 200: me } }), async (request) =>
    buildMe(app.db, currentUser(request)),
  );

  app.put(
    '/v1/users/',
    route('user', 'Изменение профиля, настроек и пароля', {
      body: updateMeBody,
      response: { 200: me.extend({ access_token: z.string().optional() }) },
    }),
    async (request) => {
      const current = currentUser(request);
      const body = request.body;
      const [user] = await app.db.select().from(users).where(eq(users.id, current.id));
      let newToken: string | undefined;
      const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
      if (body.name !== undefined) changes.name = body.name;
      if (body.phone !== undefined) changes.phone = body.phone;
      if (body.settings) changes.settings = { ...user.settings, ...body.settings };
      if (body.new_password) {
        if (current.impersonation)
          throw badRequest('Во время входа от имени пользователя пароль не меняется');
        if (!(await verifyPassword(user.passwordHash, body.current_password ?? ''))) {
          throw badRequest('Текущий пароль указан неверно', { current_password: 'Неверный пароль' });
        }
        changes.passwordHash = await hashPassword(body.new_password);
        changes.tokenVersion = user.tokenVersion + 1;
      }
      await app.db.transaction(async (tx) => {
        await tx.update(users).set(changes).where(eq(users.id, current.id));
        await audit(tx, request, {
          action: 'profile_update',
          entity: 'user',
          entityId: current.id,
          details: { fields: Object.keys(body).filter((k) => !k.includes('password')) },
        });
      });
      if (changes.tokenVersion) {
        newToken = await app.tokens.sign(
          { userId: current.id, version: changes.tokenVersion },
          config.tokenTtlSec,
        );
      }
      const refreshed = { ...current, memberships: await loadMemberships(app.db, current.id) };
      return { ...(await buildMe(app.db, refreshed)), ...(newToken ? { access_token: newToken } : {}) };
    },
  );
};
