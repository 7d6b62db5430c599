import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backupRun, backupStatus } from '../../../contract/backups';
import { routeOptions } from '../../openapi/route-options';

const route = routeOptions(['Админка'], [401, 403, 409]);

export const adminBackupsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api_a/backups',
    route('back_office', 'Резервные копии встроенной базы: последняя, расписание, журнал', {
      response: { 200: backupStatus },
    }),
    async () => app.backups.status(),
  );

  app.post(
    '/api_a/backups',
    route('back_office', 'Создать резервную копию сейчас (ответ — когда она готова или не удалась)', {
      response: { 201: backupRun },
    }),
    async (request, reply) => reply.code(201).send(await app.backups.run('admin', request.user?.id ?? null)),
  );
};
