import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, okResponse } from '../../contract/common';
import {
  changePasswordQuery,
  forgotPasswordQuery,
  loginBody,
  me,
  signupBody,
  tokenResponse,
  updateMeBody,
  verifyEmailQuery,
} from '../../contract/users';
import { z } from '../../contract/zod';
import { impersonations, users } from '../db/schema';
import { AppError, badRequest, conflict, unauthorized } from '../errors';
import { currentUser } from '../plugins/auth';
import { loadMemberships } from '../services/access';
import { audit } from '../services/audit';
import { acceptInvitation } from '../services/invitations';
import { buildMe } from '../services/me';
import { consumeToken, issueToken } from '../services/one-time-tokens';
import { createOrganization } from '../services/organizations';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../services/passwords';
import { hitRateLimit, resetRateLimit } from '../services/rate-limit';

const TAGS = ['Пользователи'];
const errors = {
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  422: errorBody,
  429: errorBody,
};
const invalidLink = (what: string) =>
  new AppError(422, 'INVALID_TOKEN', `Ссылка ${what} недействительна или устарела. Запросите новую.`);

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;

  app.post(
    '/v1/users/login',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Вход по e-mail и паролю (form-urlencoded)',
        body: loginBody,
        response: { 200: tokenResponse, ...errors },
      },
    },
    async (request) => {
      const { username: email, password } = request.body;
      const { loginPerEmail, loginPerIp } = config.rateLimits;
      const message = 'Слишком много попыток входа. Подождите несколько минут и попробуйте снова.';
      await hitRateLimit(app.db, `login:ip:${request.ip}`, loginPerIp, message);
      await hitRateLimit(app.db, `login:email:${email}`, loginPerEmail, message);
      const [user] = await app.db.select().from(users).where(sql`lower(${users.email}) = ${email}`);
      const valid = user
        ? await verifyPassword(user.passwordHash, password)
        : await verifyPassword(await dummyPasswordHash(), password).then(() => false);
      if (!user || !valid) {
        request.log.warn({ email, ip: request.ip }, 'failed login');
        await audit(app.db, request, { action: 'login_failed', details: { email }, userId: user?.id });
        throw unauthorized('Неверный e-mail или пароль', 'INVALID_CREDENTIALS');
      }
      await resetRateLimit(app.db, `login:email:${email}`);
      await app.db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
      await audit(app.db, request, { action: 'login', entity: 'user', entityId: user.id, userId: user.id });
      const token = await app.tokens.sign(
        { userId: user.id, version: user.tokenVersion },
        config.tokenTtlSec,
      );
      return { access_token: token, token_type: 'bearer' as const };
    },
  );

  app.post(
    '/v1/users/logout',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Выход: токен больше не действует',
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await app.db.transaction(async (tx) => {
        if (user.impersonation) {
          await tx
            .update(impersonations)
            .set({ endedAt: new Date() })
            .where(eq(impersonations.id, user.impersonation.id));
        } else {
          await tx
            .update(users)
            .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
            .where(eq(users.id, user.id));
        }
        await audit(tx, request, { action: user.impersonation ? 'impersonation_end' : 'logout' });
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/v1/users/signup',
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Регистрация (при желании — сразу с организацией)',
        body: signupBody,
        response: { 201: tokenResponse, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await hitRateLimit(app.db, `signup:ip:${request.ip}`, config.rateLimits.loginPerIp);
      const passwordHash = await hashPassword(body.password);
      const { user, verifyToken } = await app.db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ id: users.id })
          .from(users)
          .where(sql`lower(${users.email}) = ${body.email}`);
        if (existing) throw conflict('Пользователь с таким e-mail уже зарегистрирован', 'EMAIL_TAKEN');
        const [created] = await tx
          .insert(users)
          .values({
            email: body.email,
            name: body.name,
            phone: body.phone ?? null,
            passwordHash,
            settings: { start_intro_client: true, start_intro_supplier: true },
          })
          .returning();
        if (body.invite_token) await acceptInvitation(tx, body.invite_token, created);
        if (body.organization) await createOrganization(tx, body.organization, created.id);
        await audit(tx, request, {
          action: 'signup',
          entity: 'user',
          entityId: created.id,
          userId: created.id,
        });
        const token = await issueToken(tx, 'verify_email', { userId: created.id, email: created.email });
        return { user: created, verifyToken: token };
      });
      const link = `${config.publicUrl}/verify_email?token=${verifyToken}`;
      await app.mailer.send({
        to: user.email,
        subject: 'Подтвердите e-mail',
        text: `Здравствуйте, ${user.name}!\n\nЧтобы подтвердить адрес, перейдите по ссылке:\n${link}\n\nЕсли вы не регистрировались, просто удалите это письмо.`,
        link,
      });
      const token = await app.tokens.sign(
        { userId: user.id, version: user.tokenVersion },
        config.tokenTtlSec,
      );
      return reply.status(201).send({ access_token: token, token_type: 'bearer' as const });
    },
  );

  app.get(
    '/v1/users/forgot_password',
    {
      config: { access: 'public', cache: false },
      schema: {
        tags: TAGS,
        summary: 'Письмо со ссылкой для смены пароля',
        querystring: forgotPasswordQuery,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const { email } = request.query;
      const { passwordResetPerEmail, passwordResetPerIp } = config.rateLimits;
      await hitRateLimit(app.db, `reset:ip:${request.ip}`, passwordResetPerIp);
      await hitRateLimit(app.db, `reset:email:${email}`, passwordResetPerEmail);
      const [user] = await app.db.select().from(users).where(sql`lower(${users.email}) = ${email}`);
      // The answer is the same whether or not the e-mail is registered.
      if (user) {
        const token = await issueToken(app.db, 'reset_password', { userId: user.id, email: user.email });
        const link = `${config.publicUrl}/restore-password?token=${token}`;
        await app.mailer.send({
          to: user.email,
          subject: 'Восстановление пароля',
          text: `Здравствуйте, ${user.name}!\n\nЧтобы задать новый пароль, перейдите по ссылке (она действует 1 час и только один раз):\n${link}\n\nЕсли вы не запрашивали смену пароля, просто удалите это письмо.`,
          link,
        });
        await audit(app.db, request, { action: 'password_reset_requested', userId: user.id });
      }
      return { ok: true as const };
    },
  );

  app.get(
    '/v1/users/change_password',
    {
      config: { access: 'public', cache: false },
      schema: {
        tags: TAGS,
        summary: 'Новый пароль по ссылке из письма',
        querystring: changePasswordQuery,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const { token, new_password } = request.query;
      await hitRateLimit(app.db, `reset:ip:${request.ip}`, config.rateLimits.passwordResetPerIp);
      const passwordHash = await hashPassword(new_password);
      await app.db.transaction(async (tx) => {
        const row = await consumeToken(tx, 'reset_password', token);
        if (!row?.userId) throw invalidLink('восстановления пароля');
        await tx
          .update(users)
          .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
          .where(eq(users.id, row.userId));
        await audit(tx, request, { action: 'password_reset', userId: row.userId });
      });
      return { ok: true as const };
    },
  );

  app.get(
    '/v1/users/verify_email',
    {
      config: { access: 'public', cache: false },
      schema: {
        tags: TAGS,
        summary: 'Подтверждение e-mail по ссылке из письма',
        querystring: verifyEmailQuery,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      await app.db.transaction(async (tx) => {
        const row = await consumeToken(tx, 'verify_email', request.query.token);
        if (!row?.userId) throw invalidLink('подтверждения');
        await tx
          .update(users)
          .set({ emailVerifiedAt: new Date() })
          .where(and(eq(users.id, row.userId)));
      });
      return { ok: true as const };
    },
  );

  app.get(
    '/v1/users/me',
    {
      config: { access: 'user' },
      schema: { tags: TAGS, summary: 'Текущий пользователь', response: { 200: me, ...errors } },
    },
    async (request) => buildMe(app.db, currentUser(request)),
  );

  app.put(
    '/v1/users/',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Изменение профиля, настроек и пароля',
        body: updateMeBody,
        response: { 200: me.extend({ access_token: z.string().optional() }), ...errors },
      },
    },
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
