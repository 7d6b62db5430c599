import type { TestApp } from '../support/app';

/** How many rows `SELECT count(*) FROM <from>` finds, e.g. `rowCount(t, 'users WHERE email = $1', [email])`. */
export const rowCount = async (t: TestApp, from: string, params: unknown[] = []) =>
  Number((await t.database.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${from}`, params))[0].n);
