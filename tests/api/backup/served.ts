import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '@server/app';
import type { AppConfig } from '@server/config';
import type { Database } from '@server/db/client';
import { DEMO_PASSWORD } from '@server/db/seed/context';
import { expect } from 'vitest';

/**
 * Starts the server on a database and data folder (a restore's or a move's) as `npm start` would,
 * and checks what a user notices: the demo users log in with their passwords, the file is served.
 */
export async function expectServedAsBefore(
  base: AppConfig,
  database: Database,
  dataDir: string,
  check: { emails: string[]; fileUrl: string; fileBytes: Buffer },
) {
  const secretFile = path.join(dataDir, 'jwt-secret');
  const app = await buildApp(
    { ...base, dataDir, inMemoryDb: false, jwtSecret: readFileSync(secretFile, 'utf8').trim() },
    { database },
  );
  try {
    for (const username of check.emails) {
      const login = await app.inject({
        method: 'POST',
        url: '/v1/users/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username, password: DEMO_PASSWORD }).toString(),
      });
      expect(login.statusCode, `${username}: ${login.body}`).toBe(200);
    }
    const file = await app.inject({ method: 'GET', url: check.fileUrl });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(check.fileBytes)).toBe(true);
  } finally {
    await app.close();
  }
}
