import { beforeAll, describe, expect, it } from 'vitest';
import { multipart, PNG_1PX } from '../goods/support';
import { expectErrorBody } from '../support/app';
import { withTestApp } from '../support/with-test-app';

const { t, dairy, veg, buyer, admin } = withTestApp({
  dairy: 'dmitry',
  veg: 'sergey',
  buyer: 'igor',
  admin: 'admin',
});
let dairyOrg: number;

beforeAll(() => {
  dairyOrg = t.id('org:dairy');
});

const content = (blocks: object[]) => ({ time: 1, version: '2.31.7', blocks });
const create = (payload: object, client = dairy) =>
  client({ method: 'POST', url: `/v1/supplier/posts?organization_id=${dairyOrg}`, payload });
const countPosts = async () =>
  (await dairy({ method: 'GET', url: `/v1/supplier/posts?organization_id=${dairyOrg}` })).json()
    .total as number;

describe('supplier posts', () => {
  it('stores a post with script and onerror inert, and publishes it to the feed', async () => {
    const res = await create({
      title: 'Акция недели',
      is_published: true,
      content: content([
        { type: 'header', data: { text: 'Скидки <script>alert(1)</script>', level: 2 } },
        {
          type: 'paragraph',
          data: {
            text: 'Текст <b>жирный</b><img src=x onerror="alert(1)"><a href="javascript:alert(1)">ссылка</a>',
          },
        },
        {
          type: 'table',
          data: {
            withHeadings: false,
            content: [
              ['<i onclick="x()">a</i>', 'b', 'c'],
              ['d', 'e', 'f'],
            ],
          },
        },
      ]),
    });
    expect(res.statusCode, res.body).toBe(201);
    const stored = JSON.stringify(res.json().content);
    expect(stored).not.toMatch(/script|onerror|onclick|javascript:|<img/i);
    expect(res.json().content.blocks[1].data.text).toBe('Текст <b>жирный</b><a>ссылка</a>');
    const feed = (await t.as(null)({ method: 'GET', url: '/v1/posts_feed' })).json();
    expect(feed.items[0]).toMatchObject({
      id: res.json().id,
      title: 'Акция недели',
      organization_name: expect.any(String),
    });
    const read = await t.as(null)({ method: 'GET', url: `/v1/posts_feed/${res.json().id}` });
    expect(JSON.stringify(read.json().content)).not.toMatch(/script|onerror/i);
  });

  it('answers 422 for an unknown block, a foreign image, a bad header level and an oversized post', async () => {
    const before = await countPosts();
    const bad = [
      content([{ type: 'raw', data: { html: '<script>alert(1)</script>' } }]),
      content([{ type: 'image', data: { file: { url: 'https://evil.example/x.png' } } }]),
      content([{ type: 'header', data: { text: 'H1', level: 1 } }]),
      content([
        { type: 'paragraph', data: { text: 'а'.repeat(40_000) } },
        { type: 'paragraph', data: { text: 'б'.repeat(40_000) } },
        { type: 'paragraph', data: { text: 'в'.repeat(40_000) } },
      ]),
    ];
    for (const body of bad) expectErrorBody(await create({ title: 'Плохо', content: body }), 422);
    expect(await countPosts()).toBe(before);
  });

  it('limits nested lists to 10 levels: 10 is stored and read back, 11, 630 and 20 000 are a 422 in Russian', async () => {
    const nested = (levels: number) => {
      let items: object[] = [];
      for (let level = levels; level >= 1; level--) items = [{ content: `Уровень ${level}`, items }];
      return content([{ type: 'list', data: { style: 'unordered', items } }]);
    };
    const ten = await create({ title: 'Десять уровней', content: nested(10) });
    expect(ten.statusCode, ten.body).toBe(201);
    const read = await dairy({ method: 'GET', url: `/v1/supplier/posts/${ten.json().id}` });
    expect(read.statusCode).toBe(200);
    const before = await countPosts();
    for (const levels of [11, 630]) {
      const res = await create({ title: 'Слишком глубоко', content: nested(levels) });
      expect(expectErrorBody(res, 422).detail).toContain('не больше 10 уровней');
    }
    const levels = 20_000;
    const deepItems = `${'[{"content":"x","items":'.repeat(levels)}[]${'}]'.repeat(levels)}`;
    const raw = await dairy({
      method: 'POST',
      url: `/v1/supplier/posts?organization_id=${dairyOrg}`,
      headers: { 'content-type': 'application/json' },
      payload: `{"title":"x","content":{"blocks":[{"type":"list","data":{"style":"unordered","items":${deepItems}}}]}}`,
    });
    expect(expectErrorBody(raw, 422).detail).toContain('не больше 10 уровней');
    const hostileMeta = content([
      { type: 'list', data: { style: 'unordered', meta: nested(600), items: [] } },
    ]);
    expectErrorBody(await create({ title: 'Мета', content: hostileMeta }), 422);
    expect(await countPosts()).toBe(before);
  });

  it('keeps drafts out of the feed and hides another organization’s posts (404)', async () => {
    const draft = (await create({ title: 'Черновик', content: content([]) })).json();
    expectErrorBody(await t.as(null)({ method: 'GET', url: `/v1/posts_feed/${draft.id}` }), 404);
    expectErrorBody(await veg({ method: 'GET', url: `/v1/supplier/posts/${draft.id}` }), 404);
    expectErrorBody(
      await veg({
        method: 'PUT',
        url: `/v1/supplier/posts/${draft.id}`,
        payload: { title: 'Взлом', content: content([]) },
      }),
      404,
    );
    expectErrorBody(await veg({ method: 'DELETE', url: `/v1/supplier/posts/${draft.id}` }), 404);
    expectErrorBody(await veg({ method: 'GET', url: `/v1/supplier/posts?organization_id=${dairyOrg}` }), 404);
    const again = await dairy({ method: 'GET', url: `/v1/supplier/posts/${draft.id}` });
    expect(again.json().title).toBe('Черновик');
    const updated = await dairy({
      method: 'PUT',
      url: `/v1/supplier/posts/${draft.id}`,
      payload: { title: 'Готово', is_published: true, content: content([{ type: 'delimiter', data: {} }]) },
    });
    expect(updated.json()).toMatchObject({
      title: 'Готово',
      is_published: true,
      published_at: expect.any(String),
    });
    expect((await dairy({ method: 'DELETE', url: `/v1/supplier/posts/${draft.id}` })).statusCode).toBe(200);
  });

  it('uploads editor images and thumbnails by the post id; refuses non-images (415) and outsiders (404)', async () => {
    const created = (await create({ title: 'С картинкой', content: content([]) })).json();
    const editorUrl = `/v1/supplier/posts/${created.id}/file_assets/editorjs`;
    const upload = await dairy({
      method: 'POST',
      url: editorUrl,
      ...multipart([{ name: 'upload_file', filename: 'a.png', content: PNG_1PX, type: 'image/png' }]),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    expect(upload.json()).toMatchObject({ success: 1, file: { url: expect.stringMatching(/^\/files\//) } });
    const url = upload.json().file.url as string;
    const saved = await dairy({
      method: 'PUT',
      url: `/v1/supplier/posts/${created.id}`,
      payload: {
        title: 'С картинкой',
        content: content([{ type: 'image', data: { file: { url }, caption: 'Фото' } }]),
      },
    });
    expect(saved.json().content.blocks[0].data.file.url).toBe(url);
    const thumb = await dairy({
      method: 'POST',
      url: `/v1/supplier/posts/${created.id}/file_assets?is_thumbnail=true`,
      ...multipart([{ name: 'file', filename: 'a.png', content: PNG_1PX, type: 'image/png' }]),
    });
    expect(thumb.statusCode, thumb.body).toBe(201);
    expect(
      (await dairy({ method: 'GET', url: `/v1/supplier/posts/${created.id}` })).json().thumbnail_url,
    ).toBe(thumb.json().url);
    const text = multipart([
      { name: 'upload_file', filename: 'a.png', content: '<svg onload=alert(1)>', type: 'image/png' },
    ]);
    expectErrorBody(await dairy({ method: 'POST', url: editorUrl, ...text }), 415);
    const png = () => multipart([{ name: 'upload_file', filename: 'a.png', content: PNG_1PX }]);
    expectErrorBody(await buyer({ method: 'POST', url: editorUrl, ...png() }), 404);
    expectErrorBody(await veg({ method: 'POST', url: editorUrl, ...png() }), 404);
    // The upload without a post id is gone: an editor image always belongs to its post.
    expect(
      (
        await dairy({
          method: 'POST',
          url: `/v1/supplier/posts/file_assets/editorjs?organization_id=${dairyOrg}`,
          ...png(),
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('admin posts', () => {
  it('refuses normal users (403) and lets the back office publish', async () => {
    expectErrorBody(await dairy({ method: 'GET', url: '/api_a/posts' }), 403);
    expectErrorBody(
      await dairy({ method: 'POST', url: '/api_a/posts', payload: { title: 'x', content: content([]) } }),
      403,
    );
    const created = await admin({
      method: 'POST',
      url: '/api_a/posts',
      payload: {
        title: 'Обновление платформы',
        is_published: true,
        content: content([{ type: 'paragraph', data: { text: 'Привет' } }]),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ organization_id: null, is_published: true });
    const list = (await admin({ method: 'GET', url: '/api_a/posts?limit=100' })).json();
    expect(list.items.some((p: { id: number }) => p.id === created.json().id)).toBe(true);
    expect(list.total).toBeGreaterThanOrEqual(5);
  });
});

describe('GET /v1/posts_feed sorting', () => {
  it('sorts by published_at as asked, oldest or newest first', async () => {
    const dates = async (query: string) =>
      (await t.as(null)({ method: 'GET', url: `/v1/posts_feed?limit=1000${query}` }))
        .json()
        .items.map((p: { published_at: string }) => p.published_at);
    const ascending = await dates('&order_field=published_at&order_by=asc');
    expect(ascending.length).toBeGreaterThan(1);
    expect(ascending).toEqual([...ascending].sort());
    const descending = await dates('&order_field=published_at&order_by=desc');
    expect(descending).toEqual([...ascending].reverse());
  });
});
