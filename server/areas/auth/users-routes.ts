import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '../../../contract/common';
import {
  changePasswordBody,
  changePasswordQuery,
  forgotPasswordQuery,
  loginBody,
  signupBody,
  tokenResponse,
  verifyEmailQuery,
} from '../../../contract/users';
import type { z } from '../../../contract/zod';
import { impersonations, users } from '../../db/schema';
import { AppError, unauthorized } from '../../errors';
import { audit } from '../../lib/audit';
import { consumeToken, issueToken } from '../../lib/one-time-tokens';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { hitRateLimit, refundRateLimit, resetRateLimit } from '../../lib/rate-limit';
import { routeOptions } from '../../openapi/route-options';
import { currentUser } from '../../plugins/auth';
import { acceptInvitation } from '../access/invitations';
import { createOrganization } from '../settings/organizations';

/** A sign-up with an address that already has an account: rolls its transaction back. */
class EmailTaken extends Error {
  constructor(
    readonly owner: { id: number; name: string; email: string },
    readonly standIn: { id: number; tokenVersion: number },
  ) {
    super('email taken');
  }
}

/** To the owner of an address someone tried to register again; nothing of the attempt is quoted. */
const emailTakenLetter = (publicUrl: string, owner: { name: string; email: string }) => {
  const link = `${publicUrl}/login`;
  return {
    to: owner.email,
    subject: 'Ваш адрес уже зарегистрирован',
    text:
      `Здравствуйте, ${owner.name}!\n\nКто-то (возможно, вы) пытался зарегистрироваться с этим адресом. ` +
      `Учётная запись с ним у вас уже есть — войдите:\n${link}\n\n` +
      'Если вы не помните пароль, на странице входа нажмите «Забыли пароль?». ' +
      'Если это были не вы, просто удалите это письмо: ваша учётная запись не изменилась.',
    link,
  };
};

const route = routeOptions(['Пользователи'], [401, 403, 404, 409, 422, 429]);
type ChangePassword = z.infer<typeof changePasswordQuery>;
const invalidLink = (what: string) =>
  new AppError(422, 'INVALID_TOKEN', `Ссылка ${what} недействительна или устарела. Запросите новую.`);

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;

  app.post(
    '/v1/users/login',
    route('public', 'Вход по e-mail и паролю (form-urlencoded)', {
      body: loginBody,
      response: { 200: tokenResponse },
    }),
    async (request) => {
      const { username: email, password } = request.body;
      const { loginPerAccountAndIp, loginPerIp } = config.rateLimits;
      const message = 'Слишком много попыток входа. Подождите несколько минут и попробуйте снова.';
      // Throttled by address and by account + address: failures from one address never refuse
      // the right password from another, and successful logins (an office behind one address)
      // do not count.
      const accountKey = `login:email-ip:${email}:${request.ip}`;
      const addressKey = `login:ip:${request.ip}`;
      await hitRateLimit(app.db, addressKey, loginPerIp, message);
      await hitRateLimit(app.db, accountKey, loginPerAccountAndIp, message);
      const [user] = await app.db.select().from(users).where(sql`lower(${users.email}) = ${email}`);
      const valid = user
        ? await verifyPassword(user.passwordHash, password)
        : await verifyPassword(await dummyPasswordHash(), password).then(() => false);
      if (!user || !valid) {
        request.log.warn({ email, ip: request.ip }, 'failed login');
        await audit(app.db, request, { action: 'login_failed', details: { email }, userId: user?.id });
        throw unauthorized('Неверный e-mail или пароль', 'INVALID_CREDENTIALS');
      }
      await resetRateLimit(app.db, accountKey);
      await refundRateLimit(app.db, addressKey);
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
    route('user', 'Выход: токен больше не действует', { response: { 200: okResponse } }),
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
          // An admin's logout also ends every «войти как» token he issued.
          await tx
            .update(impersonations)
            .set({ endedAt: new Date() })
            .where(and(eq(impersonations.adminId, user.id), isNull(impersonations.endedAt)));
        }
        await audit(tx, request, { action: user.impersonation ? 'impersonation_end' : 'logout' });
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/v1/users/signup',
    route('public', 'Регистрация (при желании — сразу с организацией)', {
      body: signupBody,
      response: { 201: tokenResponse },
    }),
    async (request, reply) => {
      const body = request.body;
      await hitRateLimit(app.db, `signup:ip:${request.ip}`, config.rateLimits.loginPerIp);
      const passwordHash = await hashPassword(body.password);
      let signedUp: { user: typeof users.$inferSelect; verifyToken: string };
      try {
        signedUp = await app.db.transaction(async (tx) => {
          const [existing] = await tx
            .select({ id: users.id, name: users.name, email: users.email })
            .from(users)
            .where(sql`lower(${users.email}) = ${body.email}`);
          // A taken e-mail goes through the same steps (an invitation or an organization refused
          // alike) under a stand-in address, then everything is rolled back: the answer never
          // tells whether the address has an account (issue 41).
          const [created] = await tx
            .insert(users)
            .values({
              email: existing ? `${randomUUID()}@signup-probe.invalid` : body.email,
              name: body.name,
              phone: body.phone ?? null,
              passwordHash,
              settings: { start_intro_client: true, start_intro_supplier: true },
            })
            .returning();
          const asSignedUp = { ...created, email: body.email };
          if (body.invite_token) await acceptInvitation(tx, body.invite_token, asSignedUp);
          if (body.organization) await createOrganization(tx, body.organization, created.id);
          if (existing) throw new EmailTaken(existing, created);
          await audit(tx, request, {
            action: 'signup',
            entity: 'user',
            entityId: created.id,
            userId: created.id,
            details: { personal_data_consent: body.personal_data_consent === true },
          });
          const token = await issueToken(tx, 'verify_email', { userId: created.id, email: created.email });
          return { user: created, verifyToken: token };
        });
      } catch (error) {
        if (!(error instanceof EmailTaken)) throw error;
        await audit(app.db, request, { action: 'signup_email_taken', userId: error.owner.id });
        await app.mailer.send(emailTakenLetter(config.publicUrl, error.owner));
        // A token of the same shape, for an id no account has (taken from the users' sequence and rolled back).
        const token = await app.tokens.sign(
          { userId: error.standIn.id, version: error.standIn.tokenVersion },
          config.tokenTtlSec,
        );
        return reply.status(201).send({ access_token: token, token_type: 'bearer' as const });
      }
      const { user, verifyToken } = signedUp;
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
    route('public', 'Письмо со ссылкой для смены пароля', {
      querystring: forgotPasswordQuery,
      response: { 200: okResponse },
    }),
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

  const changePassword = async (request: FastifyRequest, { token, new_password }: ChangePassword) => {
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
  };

  app.get(
    '/v1/users/change_password',
    route('public', 'Новый пароль по ссылке из письма', {
      querystring: changePasswordQuery,
      response: { 200: okResponse },
    }),
    async (request) => changePassword(request, request.query),
  );

  app.post(
    '/v1/users/change_password',
    route('public', 'Новый пароль по ссылке из письма (код и пароль в теле, а не в адресе)', {
      body: changePasswordBody,
      response: { 200: okResponse },
    }),
    async (request) => changePassword(request, request.body),
  );

  app.get(
    '/v1/users/verify_email',
    route('public', 'Подтверждение e-mail по ссылке из письма', {
      querystring: verifyEmailQuery,
      response: { 200: okResponse },
    }),
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
};
