import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, expectErrorBody } from '../support/app';
import { withTestApp } from '../support/with-test-app';

/** Spec 001 §2 «reading settings»: a reader chooses whose news the feed shows; nobody else is affected. */

const { t, buyer, colleague } = withTestApp({ buyer: 'igor', colleague: 'anna' });
let dairyOrg: number;
let strangerOrg: number;

const feedAuthors = async (client: Client) => {
  const res = await client({ method: 'GET', url: '/v1/posts_feed?limit=100' });
  expect(res.statusCode, res.body).toBe(200);
  return new Set((res.json().items as { organization_id: number | null }[]).map((p) => p.organization_id));
};
const save = (client: Client, payload: object) =>
  client({ method: 'PUT', url: '/v1/posts_feed/settings', payload });

beforeAll(async () => {
  dairyOrg = t.id('org:dairy');
  const client = t.id('org:client');
  // A supplier with published news that is no partner of «Вкусный двор».
  const [stranger] = await t.database.query<{ id: number }>(
    `INSERT INTO organizations (name, inn) VALUES ('ООО «Дальний поставщик»', '7701234567') RETURNING id`,
  );
  strangerOrg = Number(stranger.id);
  await t.database.query(
    `INSERT INTO news_posts (organization_id, title, is_published, published_at)
     VALUES ($1, 'Новость не партнёра', true, now())`,
    [strangerOrg],
  );
  expect(client).not.toBe(strangerOrg);
});

describe('news reading settings', () => {
  it('starts with every author shown and lists the authors, partners first', async () => {
    const res = await buyer({ method: 'GET', url: '/v1/posts_feed/settings' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ partners_only: false, muted_organization_ids: [] });
    const dairy = body.sources.find((s: { organization_id: number }) => s.organization_id === dairyOrg);
    const stranger = body.sources.find((s: { organization_id: number }) => s.organization_id === strangerOrg);
    expect(dairy).toMatchObject({ is_partner: true });
    expect(stranger).toMatchObject({ is_partner: false, posts_count: 1 });
    expect(body.sources.indexOf(dairy)).toBeLessThan(body.sources.indexOf(stranger));
    const authors = await feedAuthors(buyer);
    expect(authors.has(dairyOrg) && authors.has(strangerOrg) && authors.has(null)).toBe(true);
  });

  it('hides a muted author from this reader only', async () => {
    const res = await save(buyer, { partners_only: false, muted_organization_ids: [dairyOrg] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().muted_organization_ids).toEqual([dairyOrg]);
    const authors = await feedAuthors(buyer);
    expect(authors.has(dairyOrg)).toBe(false);
    expect(authors.has(strangerOrg)).toBe(true);
    expect(authors.has(null)).toBe(true); // the platform's news are never hidden
    expect((await feedAuthors(colleague)).has(dairyOrg)).toBe(true);
    expect((await feedAuthors(t.as(null))).has(dairyOrg)).toBe(true);
  });

  it('shows only partner suppliers and the platform when asked', async () => {
    expect((await save(buyer, { partners_only: true, muted_organization_ids: [] })).statusCode).toBe(200);
    const authors = await feedAuthors(buyer);
    expect(authors.has(strangerOrg)).toBe(false);
    expect(authors.has(dairyOrg)).toBe(true);
    expect(authors.has(null)).toBe(true);
  });

  it('refuses bad settings in Russian and keeps the saved ones', async () => {
    for (const payload of [
      { partners_only: 'да', muted_organization_ids: [] },
      { partners_only: false, muted_organization_ids: ['x'] },
      { partners_only: false, muted_organization_ids: Array.from({ length: 501 }, (_, i) => i + 1) },
    ]) {
      const body = expectErrorBody(await save(buyer, payload), 422);
      expect(body.detail).toMatch(/[а-яё]/i);
    }
    const kept = (await buyer({ method: 'GET', url: '/v1/posts_feed/settings' })).json();
    expect(kept.partners_only).toBe(true);
  });

  it('is for signed-in readers only', async () => {
    expectErrorBody(await t.as(null)({ method: 'GET', url: '/v1/posts_feed/settings' }), 401);
  });
});
