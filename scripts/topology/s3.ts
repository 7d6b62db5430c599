import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../../server/config';

export interface S3Server {
  /** What the app needs to use it, as the S3_* variables would give. */
  config: S3Config;
  /** The same as S3_* environment variables, for a child process. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * An S3-compatible server (s3rver) on loopback over HTTP with one empty bucket, its objects in a
 * temporary directory. port 0 takes a free port.
 */
export async function startS3Server(port = 0, bucket = 'zakupki-files'): Promise<S3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  // s3rver accepts any well-formed signature; real credentials are sent all the same.
  const config: S3Config = {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    region: 'us-east-1',
    forcePathStyle: true,
  };
  return {
    config,
    env: {
      S3_ENDPOINT: config.endpoint,
      S3_BUCKET: config.bucket,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
      S3_REGION: config.region,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
