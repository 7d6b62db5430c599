import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { usedSchemas } from '../openapi/components';
import { mergeIdenticalPaths, nullableIntoBranches } from '../openapi/normalize';
import { applyOperationDocs, type Paths } from '../openapi/operation-docs';
import { transformRoute } from '../openapi/transform';

type OpenApiObject = ReturnType<typeof jsonSchemaTransformObject> & {
  paths?: Paths;
  components?: { schemas?: Record<string, unknown> };
};

const DESCRIPTION = [
  'API закупочной площадки: клиенты, поставщики, заказы, прайс-листы, склад.',
  '',
  'Вход: `POST /v1/users/login` → `access_token`, дальше заголовок `Authorization: Bearer <токен>`.',
  'Каждый путь принимает и вариант с косой чертой в конце (`/v1/client/orders/`), в документе он указан один раз.',
  'Любой ответ 4xx/5xx — тело `Error`: `detail` (сообщение для человека), `code`, `fields` (ошибки по полям).',
  'Деньги и количества передаются строками («123.45»), даты — ISO 8601.',
].join('\n');

/** OpenAPI generated from the zod schemas of contract/, browsable at /docs, JSON at /docs/json. */
export default fp(
  async function docsPlugin(app: FastifyInstance, opts: { version: string; publicUrl: string }) {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Закупки B2B — API', version: opts.version, description: DESCRIPTION },
        servers: [{ url: opts.publicUrl, description: 'Этот сервер' }],
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
        security: [{ bearer: [] }],
      },
      // Paths stay the routes as registered, whatever path PUBLIC_URL itself has.
      stripBasePath: false,
      transform: transformRoute,
      transformObject: (input) => {
        const document = jsonSchemaTransformObject(input) as OpenApiObject;
        const paths = nullableIntoBranches(
          applyOperationDocs(mergeIdenticalPaths(document.paths ?? {})),
        ) as Paths;
        const schemas = nullableIntoBranches(usedSchemas(paths, document.components?.schemas ?? {}));
        return { ...document, paths, components: { ...document.components, schemas } };
      },
    });
    await app.register(swaggerUi, { routePrefix: '/docs' });
  },
  { name: 'docs' },
);
