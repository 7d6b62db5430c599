import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { NewsReading, NewsReadingInput } from '../../../contract/posts';
import type { Queryable } from '../../db/client';
import { newsPosts, newsReadingSettings, organizations, partnerships } from '../../db/schema';
import type { ReaderFilter } from './posts';

interface Reader {
  userId: number;
  organizationIds: number[];
}

const DEFAULTS = { partnersOnly: false, mutedOrganizationIds: [] as number[] };

async function storedSettings(db: Queryable, userId: number) {
  const [row] = await db
    .select({
      partnersOnly: newsReadingSettings.partnersOnly,
      mutedOrganizationIds: newsReadingSettings.mutedOrganizationIds,
    })
    .from(newsReadingSettings)
    .where(eq(newsReadingSettings.userId, userId));
  return row ?? DEFAULTS;
}

/** Suppliers in an active partnership with any of the reader's organizations. */
async function partnerSupplierIds(db: Queryable, organizationIds: number[]): Promise<number[]> {
  if (organizationIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: partnerships.supplierOrganizationId })
    .from(partnerships)
    .where(
      and(eq(partnerships.status, 'active'), inArray(partnerships.clientOrganizationId, organizationIds)),
    );
  return rows.map((row) => row.id);
}

/** The feed filter of a signed-in reader; undefined when they never changed the defaults. */
export async function readerFilter(db: Queryable, reader: Reader): Promise<ReaderFilter | undefined> {
  const settings = await storedSettings(db, reader.userId);
  if (!settings.partnersOnly && settings.mutedOrganizationIds.length === 0) return undefined;
  return {
    mutedOrganizationIds: settings.mutedOrganizationIds,
    onlyOrganizationIds: settings.partnersOnly ? await partnerSupplierIds(db, reader.organizationIds) : null,
  };
}

/** The settings and every organization with published news, partners first. */
export async function readNewsReading(db: Queryable, reader: Reader): Promise<NewsReading> {
  const settings = await storedSettings(db, reader.userId);
  const partners = new Set(await partnerSupplierIds(db, reader.organizationIds));
  const authors = await db
    .select({ id: organizations.id, name: organizations.name, posts: count() })
    .from(newsPosts)
    .innerJoin(organizations, eq(organizations.id, newsPosts.organizationId))
    .where(
      and(
        isNotNull(newsPosts.organizationId),
        eq(newsPosts.isPublished, true),
        eq(organizations.isTestOrg, false),
      ),
    )
    .groupBy(organizations.id, organizations.name)
    .orderBy(desc(count()), organizations.name);
  const sources = authors
    .map((author) => ({
      organization_id: author.id,
      organization_name: author.name,
      is_partner: partners.has(author.id),
      posts_count: Number(author.posts),
    }))
    .sort((a, b) => Number(b.is_partner) - Number(a.is_partner));
  return {
    partners_only: settings.partnersOnly,
    muted_organization_ids: settings.mutedOrganizationIds,
    sources,
  };
}

export async function saveNewsReading(db: Queryable, userId: number, input: NewsReadingInput) {
  const values = {
    partnersOnly: input.partners_only,
    mutedOrganizationIds: [...new Set(input.muted_organization_ids)],
    updatedAt: sql`now()`,
  };
  await db
    .insert(newsReadingSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: newsReadingSettings.userId, set: values });
}
