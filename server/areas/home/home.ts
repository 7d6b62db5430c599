import { sql } from 'drizzle-orm';
import { HOME_MODULES, type HomeModule, type HomeResponse } from '../../../contract/home';
import type { Tx } from '../../db/client';
import { queryOne, queryRows } from '../../lib/sql';
import type { CurrentUser } from '../../plugins/auth';
import { TODAY, WAITING_ITEMS, type WaitingItem } from './waiting-items';

const MODULE_FLAG: Record<HomeModule, string> = {
  client: 'module_client',
  supplier: 'module_supplier',
  inventory: 'module_inventory',
  news: 'module_news',
};

/** The caller's organizations with each module on (the SPA opens no module that is off). */
async function organizationsByModule(tx: Tx, organizationIds: number[]) {
  const byModule = new Map<HomeModule, Set<number>>(HOME_MODULES.map((m) => [m, new Set()]));
  if (organizationIds.length === 0) return byModule;
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`SELECT id::float8 AS id, module_client, module_supplier, module_inventory, module_news
        FROM organizations WHERE id = ANY(ARRAY[${sql.join(
          organizationIds.map((id) => sql`${id}`),
          sql`, `,
        )}]::bigint[])`,
  );
  for (const row of rows)
    for (const module of HOME_MODULES)
      if (row[MODULE_FLAG[module]]) byModule.get(module)?.add(Number(row.id));
  return byModule;
}

/** Where an item counts for this user: their organizations holding its right with its module on. */
function scopeOf(item: WaitingItem, user: CurrentUser, withModule: Set<number>) {
  const organizationIds: number[] = [];
  for (const [orgId, held] of user.memberships)
    if (withModule.has(orgId) && (item.permission === null || held.has(item.permission)))
      organizationIds.push(orgId);
  return organizationIds;
}

/** Today's day on the clock of the first organization of a scope (the deliveries' filter). */
async function todayOf(tx: Tx, organizationId: number) {
  const row = await queryOne<{ day: string }>(
    tx,
    sql`SELECT to_char(now() AT TIME ZONE time_zone, 'YYYY-MM-DD') AS day FROM organizations WHERE id = ${organizationId}`,
  );
  return row?.day ?? new Date().toISOString().slice(0, 10);
}

/**
 * What waits for the caller (issue 42 item 3): each item of WAITING_ITEMS they may see, counted in
 * their organizations. Sections come in the order of how much of each module the person works with
 * (the number of its items they may see; a tie keeps the modules' own order: purchases, sales,
 * documents, news) — the SPA then puts the module they opened last first (docs/decisions.md).
 */
export async function buildHome(tx: Tx, user: CurrentUser): Promise<HomeResponse> {
  const byModule = await organizationsByModule(tx, [...user.memberships.keys()]);
  const sections = new Map<HomeModule, HomeResponse['sections'][number]>();
  for (const item of WAITING_ITEMS) {
    const organizationIds = scopeOf(item, user, byModule.get(item.module) ?? new Set());
    if (organizationIds.length === 0) continue;
    const row = await queryOne<{ n: number }>(tx, item.count({ organizationIds, userId: user.id }));
    const link = item.link.includes(TODAY)
      ? item.link.replace(TODAY, await todayOf(tx, organizationIds[0]))
      : item.link;
    const section = sections.get(item.module) ?? { module: item.module, items: [] };
    section.items.push({ key: item.key, label: item.label, count: Number(row?.n ?? 0), link });
    sections.set(item.module, section);
  }
  const rank = (module: HomeModule) => HOME_MODULES.indexOf(module);
  return {
    sections: [...sections.values()].sort(
      (a, b) => b.items.length - a.items.length || rank(a.module) - rank(b.module),
    ),
  };
}
