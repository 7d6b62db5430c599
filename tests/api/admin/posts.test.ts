import { describe, expect, it } from 'vitest';
import { multipart, PNG_1PX } from '../goods/support';
import { expectErrorBody } from '../support/app';
import { withTestApp } from '../support/with-test-app';

/** Platform news written in the back office (/admin/news): images, publishing, the public feed. */

const { t, admin, dairy, anonymous } = withTestApp({
  admin: 'admin',
  dairy: 'dmitry',
  anonymous: 'anonymous',
});

const content = (blocks: object[]) => ({ time: 1, version: '2.31.7', blocks });
const image = (field = 'upload_file') =>
  multipart([{ name: field, filename: 'a.png', content: PNG_1PX, type: 'image/png' }]);
const feedIds = async () =>
  (
    (await anonymous({ method: 'GET', url: '/v1/posts_feed?limit=100' })).json().items as { id: number }[]
  ).map((p) => p.id);

describe('admin posts', () => {
  it('uploads editor images and a cover by the post id, publishes to the feed and withdraws', async () => {
    const created = await admin({
      method: 'POST',
      url: '/api_a/posts',
      payload: { title: 'Новая новость', content: content([]) },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(created.json()).toMatchObject({ organization_id: null, is_published: false });
    expect(await feedIds()).not.toContain(id);

    const upload = await admin({
      method: 'POST',
      url: `/api_a/posts/${id}/file_assets/editorjs`,
      ...image(),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    expect(upload.json()).toMatchObject({ success: 1, file: { url: expect.stringMatching(/^\/files\//) } });
    const url = upload.json().file.url as string;
    expect((await anonymous({ method: 'GET', url })).statusCode).toBe(200);

    const cover = await admin({
      method: 'POST',
      url: `/api_a/posts/${id}/file_assets/?is_thumbnail=true`,
      ...image('file'),
    });
    expect(cover.statusCode, cover.body).toBe(201);
    const thumbnail = (await admin({ method: 'GET', url: `/api_a/posts/${id}` })).json().thumbnail_url;
    expect(thumbnail).toBe(cover.json().url);

    const published = await admin({
      method: 'PUT',
      url: `/api_a/posts/${id}`,
      payload: {
        title: 'Обновление платформы',
        thumbnail_url: thumbnail,
        is_published: true,
        content: content([
          { type: 'paragraph', data: { text: 'Черновики заказов' } },
          { type: 'image', data: { file: { url }, caption: 'Каталог' } },
        ]),
      },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ is_published: true, published_at: expect.any(String) });
    expect(await feedIds()).toContain(id);
    const read = (await anonymous({ method: 'GET', url: `/v1/posts_feed/${id}` })).json();
    expect(read).toMatchObject({ title: 'Обновление платформы', thumbnail_url: thumbnail });
    expect(read.content.blocks[1].data.file.url).toBe(url);

    const withdrawn = await admin({
      method: 'PUT',
      url: `/api_a/posts/${id}`,
      payload: { title: 'Обновление платформы', content: read.content, is_published: false },
    });
    expect(withdrawn.json()).toMatchObject({ is_published: false });
    expect(await feedIds()).not.toContain(id);
    expectErrorBody(await anonymous({ method: 'GET', url: `/v1/posts_feed/${id}` }), 404);

    expect((await admin({ method: 'DELETE', url: `/api_a/posts/${id}` })).statusCode).toBe(200);
    expectErrorBody(await admin({ method: 'GET', url: `/api_a/posts/${id}` }), 404);
  });

  it('refuses a wrong editor field, a non-image and a supplier, changing nothing', async () => {
    const id = (
      await admin({
        method: 'POST',
        url: '/api_a/posts',
        payload: { title: 'Черновик', content: content([]) },
      })
    ).json().id as number;
    const wrongField = await admin({
      method: 'POST',
      url: `/api_a/posts/${id}/file_assets/editorjs`,
      ...image('file'),
    });
    expectErrorBody(wrongField, 422);
    expect(wrongField.json().detail).toBe('Изображение ожидается в поле «upload_file»');
    const notImage = await admin({
      method: 'POST',
      url: `/api_a/posts/${id}/file_assets/editorjs`,
      ...multipart([{ name: 'upload_file', filename: 'a.png', content: 'не картинка', type: 'image/png' }]),
    });
    expectErrorBody(notImage, 415);
    expectErrorBody(
      await dairy({ method: 'POST', url: `/api_a/posts/${id}/file_assets/editorjs`, ...image() }),
      403,
    );
    expectErrorBody(
      await admin({ method: 'POST', url: '/api_a/posts/999999/file_assets/editorjs', ...image() }),
      404,
    );
    const [{ n }] = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM post_file_assets WHERE post_id = $1',
      [id],
    );
    expect(n).toBe(0);
  });
});
