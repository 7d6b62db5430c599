import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../contract/common';
import { inviteUserBody, inviteUserResponse } from '../../contract/invitations';
import { organizations, userRoles, users } from '../db/schema';
import { AppError } from '../errors';
import { requirePermission, withTenant } from '../plugins/auth';
import type { Mail } from '../plugins/mailer';
import { audit } from '../services/audit';
import { issueToken } from '../services/one-time-tokens';
import { rolesOfUser } from '../services/organization-users';
import { hitRateLimit } from '../services/rate-limit';
import { assertCanGrant, lockMemberships, roleOfOrganization } from '../services/roles';

const errors = {
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  422: errorBody,
  429: errorBody,
};
const INVITES_PER_HOUR = 100;

export const organizationsInviteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/organizations/invite_user',
    {
      config: { access: { permission: 'user_c' } },
      schema: {
        tags: ['Роли и пользователи'],
        summary:
          'Пригласить пользователя по e-mail: зарегистрированный сразу получает роль (status added), ' +
          'остальным уходит письмо со ссылкой на регистрацию (status invited)',
        body: inviteUserBody,
        response: { 200: inviteUserResponse, ...errors },
      },
    },
    async (request) => {
      const { organization_id, email, role_id, name } = request.body;
      requirePermission(request, 'user_c', organization_id);
      const { status, mail } = await withTenant(request, async (tx) => {
        const role = await roleOfOrganization(tx, organization_id, role_id, 'role_id');
        assertCanGrant(request, organization_id, role.permissions);
        const [org] = await tx
          .select({ name: organizations.name })
          .from(organizations)
          .where(eq(organizations.id, organization_id));
        const [existing] = await tx
          .select({ id: users.id, name: users.name, email: users.email })
          .from(users)
          .where(sql`lower(${users.email}) = ${email}`);
        if (existing) {
          await lockMemberships(tx, organization_id);
          const current = await rolesOfUser(tx, organization_id, existing.id);
          if (current.roles.some((r) => r.id === role_id)) {
            throw new AppError(
              409,
              'DUPLICATE',
              `У пользователя ${email} уже есть роль «${role.name}» в этой организации`,
              {
                email: 'Этот пользователь уже в организации с этой ролью',
              },
            );
          }
          await tx
            .insert(userRoles)
            .values({ userId: existing.id, organizationId: organization_id, roleId: role_id });
          await audit(tx, request, {
            action: 'user_invite_added',
            entity: 'user',
            entityId: existing.id,
            organizationId: organization_id,
            details: { role_id, email },
          });
          const link = `${app.config.publicUrl}/`;
          const added: Mail = {
            to: existing.email,
            subject: `Вас добавили в организацию ${org.name}`,
            text: `Здравствуйте, ${existing.name}!\n\nВас добавили в организацию ${org.name} с ролью «${role.name}». Войдите, чтобы начать работу:\n${link}`,
            link,
          };
          return { status: 'added' as const, mail: added };
        }
        await hitRateLimit(
          tx,
          `invite:org:${organization_id}`,
          { max: INVITES_PER_HOUR, windowSec: 3600 },
          'Слишком много приглашений за час. Попробуйте позже.',
        );
        const token = await issueToken(tx, 'invite', { email, payload: { organization_id, role_id } });
        await audit(tx, request, {
          action: 'user_invite_sent',
          entity: 'organization',
          entityId: organization_id,
          organizationId: organization_id,
          details: { role_id, email },
        });
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
      await app.mailer.send(mail);
      return { status };
    },
  );
};
