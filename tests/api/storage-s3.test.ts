import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { buildApp } from '@server/app';
import { s3FromEnv } from '@server/config';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Server, startS3Server } from '../../scripts/topology/s3';
import { multipartFile, PNG_1X1 } from './settings/multipart';
import { createTestApp, expectErrorBody, type TestApp } from './support/app';
import { bucketClient } from './support/s3';

/**
 * Uploaded files in S3-compatible object storage (issue 23): an s3rver on loopback plays the
 * bucket; two app instances with their own data directories share it.
 */
let s3: S3Server;
let client: S3Client;
let a: TestApp;
let b: FastifyInstance;
let bDataDir: string;
let anna: string;

const objectKeys = async () =>
  ((await client.send(new ListObjectsV2Command({ Bucket: s3.config.bucket }))).Contents ?? []).map(
    (object) => object.Key,
  );

const uploadLogo = (bytes: Buffer) =>
  a.as(anna)({
    method: 'POST',
    url: `/v1/organizations/${a.id('org:client')}/logo_file_assets`,
    ...multipartFile('upload_file', 'logo.png', bytes, 'image/png'),
  });

beforeAll(async () => {
  s3 = await startS3Server();
  client = bucketClient(s3);
  a = await createTestApp({ config: { s3: s3.config } });
  bDataDir = mkdtempSync(path.join(os.tmpdir(), 'zakupki-b-'));
  b = await buildApp({ ...a.config, dataDir: bDataDir }, { database: a.database, migrate: false });
  await b.ready();
  anna = await a.login('anna@vkusdvor.demo');
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  client?.destroy();
  await s3?.stop();
  rmSync(bDataDir, { recursive: true, force: true });
});

describe('files in object storage', () => {
  it('a logo uploaded through one instance is in the bucket, not on its disk, and the other serves it', async () => {
    const res = await uploadLogo(PNG_1X1);
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().logo_url;
    const key = url.replace('/files/', '');
    const stored = await client.send(new GetObjectCommand({ Bucket: s3.config.bucket, Key: key }));
    expect(Buffer.from((await stored.Body?.transformToByteArray()) ?? [])).toEqual(PNG_1X1);
    const localDir = path.join(a.config.dataDir, 'files');
    expect(existsSync(localDir) ? readdirSync(localDir) : []).toEqual([]);
    const served = await b.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toBe('inline');
    expect(served.rawPayload).toEqual(PNG_1X1);
  });

  it('a replaced logo leaves the bucket: 404 on both instances', async () => {
    const first: string = (await uploadLogo(PNG_1X1)).json().logo_url;
    const second = await uploadLogo(PNG_1X1);
    expect(second.json().logo_url).not.toBe(first);
    expect((await a.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expectErrorBody(await b.inject({ method: 'GET', url: first }), 404);
    expect(await objectKeys()).not.toContain(first.replace('/files/', ''));
  });

  it('a refused upload stores nothing', async () => {
    const before = await objectKeys();
    expectErrorBody(await uploadLogo(Buffer.from('<svg onload=alert(1)>')), 415);
    expect(await objectKeys()).toEqual(before);
  });

  it('an unknown key is a 404 with a Russian message', async () => {
    const res = await b.inject({ method: 'GET', url: '/files/00000000-0000-0000-0000-000000000000.png' });
    expect(expectErrorBody(res, 404).detail).toBe('Файл не найден');
  });
});

describe('S3 configuration', () => {
  it('all five variables or none: a partial set names what is missing', () => {
    expect(s3FromEnv({})).toBeUndefined();
    expect(() => s3FromEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'files' })).toThrow(
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION',
    );
  });

  it('an instance refuses to start when the bucket is not there', async () => {
    await expect(
      buildApp(
        { ...a.config, dataDir: bDataDir, s3: { ...s3.config, bucket: 'no-such-bucket' } },
        { database: a.database, migrate: false },
      ),
    ).rejects.toThrow('no-such-bucket');
  });
});
