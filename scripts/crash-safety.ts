/**
 * Crash safety: the real server on a file-backed database (PGlite in DATA_DIR, or a fresh PostgreSQL
 * database with --pg) takes acknowledged writes — a 10 000-row goods import, 10 000-line stocktaking
 * fact updates and category creates, all with Idempotency-Keys — and is killed with SIGKILL at
 * random moments. After each restart every acknowledged write must be there and no document
 * half-written (an import is all rows or none; a stocktaking's lines all carry one update's value).
 *
 *   npx tsx scripts/crash-safety.ts [--kills 20] [--pg]   (--pg uses TEST_DATABASE_URL's server)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { call, goodsCsv, login, pgDatabase, startServer } from './crash-safety/server';

const args = process.argv.slice(2);
const KILLS = Number(args[args.indexOf('--kills') + 1] || 20) || 20;
const USE_PG = args.includes('--pg');
const LINES = 10_000;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'zakupki-crash-'));
const port = 41_000 + Math.floor(Math.random() * 2_000);
const key = (name: string) => ({ 'idempotency-key': `crash-${name}`.replace(/[^A-Za-z0-9_\-:.]/g, '') });

const acknowledged = {
  categories: new Set<string>(),
  imports: new Set<string>(),
  facts: [] as { version: number; value: string }[],
};
const problems: string[] = [];
let attempted = 0;
/** Heavy writes (fact bulk updates, imports) acknowledged in the current round. */
let heavyAcknowledged = 0;

async function importGoods(base: string, token: string, org: number, prefix: string, count: number) {
  const form = new FormData();
  form.append('file', goodsCsv(prefix, count), 'crash.csv');
  attempted += 1;
  const res = await fetch(`${base}/v1/import_goods/${org}/upload_file_goods?dry_run=false`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...key(`import-${prefix}`) },
    body: form,
  });
  if (res.ok) {
    acknowledged.imports.add(prefix);
    heavyAcknowledged += 1;
  }
}

/** Fires writes until the server dies under them. */
async function writeUntilKilled(
  base: string,
  token: string,
  org: number,
  docId: number,
  itemIds: number[],
  round: number,
) {
  const categories = (async () => {
    for (let n = 1; ; n++) {
      const name = `Краш-кат ${round}-${n}`;
      attempted += 1;
      const res = await call(base, token, 'POST', `/v1/good_categories/?organization_id=${org}`, {
        body: JSON.stringify({ name }),
        headers: key(`cat-${round}-${n}`),
      });
      if (res.status < 300) acknowledged.categories.add(name);
    }
  })();
  const facts = (async () => {
    for (let n = 1; ; n++) {
      const lines = await call(base, token, 'GET', `/v1/stocktaking_docs/${docId}/line_items?limit=${LINES}`);
      const value = String(round * 1000 + n);
      attempted += 1;
      const res = await call(
        base,
        token,
        'PUT',
        `/v1/stocktaking_docs/${docId}/stocktaking_doc_line_items/fact/bulk_update`,
        {
          body: JSON.stringify({
            version: lines.body.version,
            items: itemIds.map((item_id) => ({ item_id, fact_quantity: value })),
          }),
        },
      );
      if (res.status === 200) {
        acknowledged.facts.push({ version: Number(res.body.version), value: `${value}.000` });
        heavyAcknowledged += 1;
      }
    }
  })();
  const imports = importGoods(base, token, org, `Краш R${round}`, 1_000);
  await Promise.allSettled([categories, facts, imports]);
}

async function verify(base: string, token: string, org: number, docId: number) {
  const list = await call(base, token, 'GET', `/v1/good_categories/?organization_id=${org}`);
  const names = new Set(JSON.stringify(list.body).match(/Краш-кат \d+-\d+/g) ?? []);
  for (const name of acknowledged.categories) if (!names.has(name)) problems.push(`lost category «${name}»`);
  for (const prefix of new Set([
    ...acknowledged.imports,
    ...Array.from({ length: KILLS + 1 }, (_, r) => `Краш R${r}`),
  ])) {
    const found = await call(
      base,
      token,
      'GET',
      `/v1/goods/?organization_id=${org}&name=${encodeURIComponent(`${prefix} #`)}&limit=1&order_by=asc&include_all_children=true`,
    );
    const total = Number(found.body.total);
    const expected = prefix === 'Краш R0' ? LINES : 1_000;
    if (total !== 0 && total !== expected)
      problems.push(`half-written import «${prefix}»: ${total} of ${expected} rows`);
    if (acknowledged.imports.has(prefix) && total !== expected) problems.push(`lost import «${prefix}»`);
  }
  const lines = await call(base, token, 'GET', `/v1/stocktaking_docs/${docId}/line_items?limit=${LINES}`);
  const items = lines.body.items as { fact_quantity: string | null }[];
  const values = new Set(items.map((item) => item.fact_quantity));
  if (values.size > 1) problems.push(`half-written stocktaking: ${values.size} different facts`);
  const last = acknowledged.facts.at(-1);
  if (last && Number(lines.body.version) < last.version) problems.push(`lost fact update v${last.version}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await sleep(50);
}

async function main() {
  const database = USE_PG ? await pgDatabase() : null;
  let server = await startServer(dataDir, port, database?.url);
  const token = await login(server.base, 'anna@vkusdvor.demo');
  const me = await call(server.base, token, 'GET', '/v1/users/me');
  const org = Number(JSON.stringify(me.body).match(/"organization_id":(\d+)/)?.[1] ?? 1);
  await importGoods(server.base, token, org, 'Краш R0', LINES);
  if (!acknowledged.imports.has('Краш R0')) throw new Error('the first import failed');
  const categories = await call(server.base, token, 'GET', `/v1/good_categories/?organization_id=${org}`);
  const categoryId = Number(JSON.stringify(categories.body).match(/"id":(\d+),[^{}]*"name":"Краш"/)?.[1]);
  const points = await call(server.base, token, 'GET', `/v1/sales_points/?organization_id=${org}`);
  const pointId = (points.body.items as { id: number }[])[0].id;
  const doc = await call(server.base, token, 'POST', `/v1/stocktaking_docs/?sales_point_id=${pointId}`, {
    body: '{}',
  });
  const docId = Number(doc.body.id);
  await call(
    server.base,
    token,
    'POST',
    `/v1/stocktaking_docs/${docId}/stocktaking_doc_line_items/bulk_create`,
    {
      body: JSON.stringify({ category_id: categoryId }),
    },
  );
  const lines = await call(
    server.base,
    token,
    'GET',
    `/v1/stocktaking_docs/${docId}/line_items?limit=${LINES}`,
  );
  const itemIds = (lines.body.items as { id: number }[]).map((item) => item.id);
  if (itemIds.length !== LINES) throw new Error(`the stocktaking has ${itemIds.length} lines, not ${LINES}`);

  for (let round = 1; round <= KILLS; round++) {
    heavyAcknowledged = 0;
    const writing = writeUntilKilled(server.base, token, org, docId, itemIds, round);
    // Odd rounds die early; even rounds die after a heavy write was acknowledged, usually in the
    // middle of the next one, so bulk updates and imports are both acknowledged and cut off.
    if (round % 2 === 0) await until(() => heavyAcknowledged > 0, 60_000);
    await sleep(300 + Math.random() * 2_700);
    await server.kill();
    await writing;
    server = await startServer(dataDir, port, database?.url);
    await verify(server.base, token, org, docId);
    console.log(
      `kill ${round}/${KILLS}: ${acknowledged.categories.size} categories, ${acknowledged.facts.length} fact updates, ${acknowledged.imports.size} imports acknowledged; problems ${problems.length}`,
    );
  }
  await server.kill();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
  console.table({
    engine: USE_PG ? 'postgres' : 'pglite',
    kills: KILLS,
    writes_attempted: attempted,
    acknowledged: acknowledged.categories.size + acknowledged.facts.length + acknowledged.imports.size,
    lost_or_half_written: problems.length,
  });
  for (const problem of problems) console.log(`✗ ${problem}`);
  process.exitCode = problems.length > 0 ? 1 : 0;
}

await main();
