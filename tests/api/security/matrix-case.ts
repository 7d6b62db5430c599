import type { InjectOptions } from 'fastify';

/** What a matrix case may use to aim at rows of the victim organizations. */
export interface MatrixContext {
  /** Demo ids: 'org:client', 'org:dairy', 'user:buyer', … (server/db/seed). */
  id(name: string): number;
  /** First value of a query on the seeded database, e.g. a victim's good id. */
  one(sql: string, params?: unknown[]): Promise<number>;
}

export type DemoUser = 'buyer' | 'storekeeper' | 'dairy_sales' | 'client_admin' | 'dairy_admin';

/**
 * How a call is refused: a status with the DESIGN §4 error body, or 'empty' for a list spanning the
 * caller's organizations that drops a foreign organization from its filter: 200 with no row at all.
 */
export type Refusal = 403 | 404 | 422 | 'empty';

export type MatrixRequest = InjectOptions & { url: string };

export interface MatrixCase {
  /** The call aimed at another organization's rows (ids of the demo organizations). */
  request(ctx: MatrixContext): Promise<MatrixRequest> | MatrixRequest;
  /**
   * What a user of *another* organization (holding every permission in their own) gets.
   * 404 by default for permission routes: foreign rows are never revealed.
   */
  outsider?: Refusal;
  /** A member of the victim organization who lacks the permission, and the answer they get. */
  weakMember?: { user: DemoUser; status: Refusal };
}

export type MatrixSection = Record<string, MatrixCase | null>;

/** «Вкусный двор», the client organization: the victim of most sections. */
export const client = (ctx: MatrixContext) => ctx.id('org:client');
/** «Молочная Зорька», the victim of the supplier sections. */
export const dairy = (ctx: MatrixContext) => ctx.id('org:dairy');
/** The client's buyer and storekeeper, refused where their role holds no right. */
export const buyer = { user: 'buyer', status: 403 } as const;
export const storekeeper = { user: 'storekeeper', status: 403 } as const;

type Query = Record<string, string | number | boolean | number[]>;

/** A url with a query string (arrays as repeated keys). */
export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of [value].flat()) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export const get = (path: string, query?: Query): MatrixRequest => ({
  method: 'GET',
  url: withQuery(path, query),
});
export const del = (path: string, query?: Query): MatrixRequest => ({
  method: 'DELETE',
  url: withQuery(path, query),
});
export const put = (path: string, payload?: unknown, query?: Query): MatrixRequest => ({
  method: 'PUT',
  url: withQuery(path, query),
  ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
});
export const post = (path: string, payload?: unknown, query?: Query): MatrixRequest => ({
  method: 'POST',
  url: withQuery(path, query),
  ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
});

/** A one-file multipart body (uploads): the ownership check must refuse it before it is stored. */
export function multipart(path: string, fileName: string, content: Buffer, type: string): MatrixRequest {
  const boundary = '----matrix-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    method: 'POST',
    url: path,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

/** An image upload of the smallest valid PNG. */
export const pngUpload = (path: string, fileName = 'a.png') =>
  multipart(path, fileName, PNG_1PX, 'image/png');

/** The smallest valid PNG (1×1). */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
