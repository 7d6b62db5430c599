import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, okResponse } from '../../../contract/common';
import {
  inviteUserBody,
  inviteUserResponse,
  myInvitations,
  pendingInvitations,
} from '../../../contract/invitations';
import { organizations, users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { issueToken } from '../../lib/one-time-tokens';
import { hitRateLimit } from '../../lib/rate-limit';
import { errorResponses } from '../../openapi/error-responses';
import { currentUser, requireMember, withTenant } from '../../plugins/auth';
import type { Mail } from '../../plugins/mailer';
import { assertCanGrant, roleOfOrganization } from './roles';
import {
  answerInvitation,
  invitationsFor,
  leaveOrganization,
  pendingInvitationsOf,
} from './user-invitations';

const errors = errorResponses(401, 403, 404, 409, 422, 429);
const INVITES_PER_HOUR = 100;

export const organizationsInviteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/organizations/invite_user',
    {
      config: { access: { permission: 'user_c', organization: 'body' } },
      schema: {
        tags: ['Роли и пользователи'],
        summary:
          'Пригласить пользователя по e-mail: он вступает в организацию, только приняв приглашение ' +
          '(в профиле или по ссылке из письма); ответ одинаков, зарегистрирован e-mail или нет',
        body: inviteUserBody,
        response: { 200: inviteUserResponse, ...errors },
      },
    },
    async (request) => {
      const { organization_id, email, role_id, name } = request.body;
      const { status, mail } = await withTenant(request, async (tx) => {
        const role = await roleOfOrganization(tx, organization_id, role_id, 'role_id');
        assertCanGrant(request, organization_id, role.permissions);
        const [org] = await tx
          .select({ name: organizations.name })
          .from(organizations)
          .where(eq(organizations.id, organization_id));
        const [existing] = await tx
          .select({ id: users.id, name: users.name, isBackOffice: users.isBackOffice })
          .from(users)
          .where(sql`lower(${users.email}) = ${email}`);
        await hitRateLimit(
          tx,
          `invite:org:${organization_id}`,
          { max: INVITES_PER_HOUR, windowSec: 3600 },
          'Слишком много приглашений за час. Попробуйте позже.',
        );
        await audit(tx, request, {
          action: 'user_invite_sent',
          entity: 'organization',
          entityId: organization_id,
          organizationId: organization_id,
          details: { role_id, email },
        });
        // Back-office accounts are never invited; the answer is the same.
        if (existing?.isBackOffice) return { status: 'invited' as const, mail: null };
        const token = await issueToken(tx, 'invite', {
          email,
          payload: { organization_id, role_id, invited_by: currentUser(request).id },
        });
        if (existing) {
          const link = `${app.config.publicUrl}/profile`;
          const toMember: Mail = {
            to: email,
            subject: `Приглашение в организацию ${org.name}`,
            text:
              `Здравствуйте, ${existing.name}!\n\nВас пригласили в организацию ${org.name} с ролью «${role.name}». ` +
              `Войдите и примите или отклоните приглашение в профиле (оно действует 14 дней):\n${link}\n\n` +
              'Пока вы не примете приглашение, вас не добавят в организацию.',
            link,
          };
          return { status: 'invited' as const, mail: toMember };
        }
        const link = `${app.config.publicUrl}/login?message=registration&invite=${token}`;
        const invited: Mail = {
          to: email,
          subject: `Приглашение в организацию ${org.name}`,
          text:
            `Здравствуйте${name ? `, ${name}` : ''}!\n\nВас пригласили в организацию ${org.name} с ролью «${role.name}». ` +
            `Чтобы присоединиться, зарегистрируйтесь по ссылке (она действует 14 дней):\n${link}\n\n` +
            'Если вы не ждали этого письма, просто удалите его.',
          link,
        };
        return { status: 'invited' as const, mail: invited };
      });
      if (mail) await app.mailer.send(mail);
      return { status };
    },
  );
};

/** Invitations the signed-in user answers, the organization's pending ones, and leaving it. */
export const invitationAnswersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Роли и пользователи'];
  app.get(
    '/v1/users/invitations',
    {
      config: { access: 'user', cache: false },
      schema: {
        tags,
        summary: 'Приглашения в организации, ожидающие моего ответа',
        response: { 200: myInvitations, ...errors },
      },
    },
    async (request) => ({ items: await invitationsFor(app.db, currentUser(request).email) }),
  );

  for (const answer of ['accept', 'decline'] as const) {
    app.post(
      `/v1/users/invitations/:id/${answer}`,
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: answer === 'accept' ? 'Принять приглашение в организацию' : 'Отклонить приглашение',
          params: idParam,
          response: { 200: okResponse, ...errors },
        },
      },
      async (request) => {
        const user = currentUser(request);
        await app.db.transaction(async (tx) => {
          const payload = await answerInvitation(tx, request.params.id, user, answer === 'accept');
          await audit(tx, request, {
            action: answer === 'accept' ? 'user_invite_accepted' : 'user_invite_declined',
            entity: 'user',
            entityId: user.id,
            organizationId: payload.organization_id,
            details: { role_id: payload.role_id },
          });
        });
        return { ok: true as const };
      },
    );
  }

  app.get(
    '/v1/organizations/:id/invitations',
    {
      config: { access: { permission: 'user_r', organization: 'params.id' }, cache: false },
      schema: {
        tags,
        summary: 'Приглашения организации, ещё не принятые: только e-mail и роль',
        params: idParam,
        response: { 200: pendingInvitations, ...errors },
      },
    },
    async (request) => {
      // user_tokens is not a tenant table; the filter is the organization the caller may read.
      return { items: await pendingInvitationsOf(app.db, request.params.id) };
    },
  );

  app.delete(
    '/v1/organizations/:id/membership',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Выйти из организации (последний администратор выйти не может)',
        params: idParam,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      requireMember(request, request.params.id);
      await withTenant(request, async (tx) => {
        await leaveOrganization(tx, request.params.id, user.id);
        await audit(tx, request, {
          action: 'user_left_organization',
          entity: 'user',
          entityId: user.id,
          organizationId: request.params.id,
        });
      });
      return { ok: true as const };
    },
  );
};
