import path from 'node:path';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeModules } from './areas';
import type { AppConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { requestForLog } from './lib/log-redact';
import authPlugin from './plugins/auth';
import backupsPlugin from './plugins/backups';
import cacheControlPlugin from './plugins/cache-control';
import compressionPlugin from './plugins/compression';
import dbPlugin from './plugins/db';
import docsPlugin from './plugins/docs';
import errorsPlugin, { clientErrorReply, frameworkErrorReply } from './plugins/errors';
import eventsPlugin from './plugins/events';
import idempotencyPlugin from './plugins/idempotency';
import jobsPlugin from './plugins/jobs';
import mailerPlugin from './plugins/mailer';
import responseRecorderPlugin from './plugins/response-recorder';
import securityPlugin from './plugins/security';
import spaPlugin from './plugins/spa';
import storagePlugin from './plugins/storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

export interface BuildOptions {
  /** An already open database (tests share one per file); otherwise opened from config. */
  database?: Database;
  /** Apply migrations before serving (default true). */
  migrate?: boolean;
}

export async function openConfiguredDatabase(config: AppConfig) {
  return openDatabase({
    url: config.databaseUrl,
    listenUrl: config.listenDatabaseUrl,
    dataDir: config.inMemoryDb ? undefined : path.join(config.dataDir, 'pglite'),
  });
}

/** Fastify's logger options: every request line goes through the serializer that hides secrets. */
function loggerOptions(logger: AppConfig['logger']) {
  if (logger === false) return false;
  return { ...(logger === true ? {} : logger), serializers: { req: requestForLog } };
}

/** Builds the whole API + SPA server; `app.ts` is itself the root plugin (as in Fastify's demo). */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const ownsDatabase = !options.database;
  const database = options.database ?? (await openConfiguredDatabase(config));
  if (options.migrate !== false) await migrate(database);

  const app = Fastify({
    logger: loggerOptions(config.logger),
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
    bodyLimit: 5 * 1024 * 1024,
    trustProxy: config.trustProxy === true,
    frameworkErrors: frameworkErrorReply,
    clientErrorHandler: clientErrorReply,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  // Layers as in Fastify's demo: external plugins → app services → routes.
  await app.register(errorsPlugin);
  // The recorder reads answers before they are compressed.
  if (config.recordResponsesTo)
    await app.register(responseRecorderPlugin, { file: config.recordResponsesTo });
  await app.register(securityPlugin, { config });
  await app.register(compressionPlugin);
  await app.register(dbPlugin, { database, closeOnShutdown: ownsDatabase });
  await app.register(docsPlugin, { version: config.version, publicUrl: config.publicUrl });
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 10, fields: 20, parts: 30, fieldSize: 64 * 1024 },
  });
  await app.register(authPlugin, { config });
  await app.register(cacheControlPlugin);
  await app.register(idempotencyPlugin);
  await app.register(mailerPlugin, { config });
  await app.register(storagePlugin, { config });
  await app.register(jobsPlugin, { config });
  await app.register(backupsPlugin, { config });
  await app.register(eventsPlugin);
  for (const routes of routeModules) await app.register(routes);
  await app.register(spaPlugin, { config });
  return app;
}
