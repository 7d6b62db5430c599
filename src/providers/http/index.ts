import type { ErrorBody } from '@contract/common';
import { readCookie } from '@/providers/cookie-jar';
import { takeEarlyResponse } from './early';

export const TOKEN_COOKIE = 'jwt-token';

/** An API error with the DESIGN §4 body: `detail` is a Russian message for a person. */
/**
 * What a server failure (5xx) says, whatever the answer's body: spec 000 §8 logs it and shows no
 * message, so the notification provider drops notifications carrying these words.
 */
export const SERVER_FAILURE = 'Сервер временно недоступен';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly code: string,
    readonly fields: Record<string, string> = {},
    /** The bearer token the request went out with: a 401 of a token already replaced ends nothing. */
    readonly sentToken?: string,
  ) {
    super(detail);
    this.name = 'HttpError';
  }
  /** Refine reads these two. */
  get statusCodeForRefine() {
    return this.statusCode;
  }
  get errors() {
    return this.fields;
  }
}

export type Query = Record<string, string | number | boolean | null | undefined | (string | number)[]>;

export function toSearch(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const item of value) params.append(key, String(item));
    } else params.append(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

type Listener = (error: HttpError) => void;
const listeners = new Set<Listener>();
/** The auth provider subscribes here to log out on 401 (spec 000 §8). */
export function onHttpError(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** Sent as is (FormData for uploads, URLSearchParams for the login form). */
  rawBody?: BodyInit;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Return the Response instead of parsed JSON (downloads). */
  raw?: boolean;
}

/** The one http client: same origin, bearer from the jwt-token cookie. */
export async function request<T>(method: string, url: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = readCookie(TOKEN_COOKIE);
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined = options.rawBody;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const address = `${url}${toSearch(options.query)}`;
  const response = await ((method === 'GET' && takeEarlyResponse(address, token)) ||
    fetch(address, { method, headers, body, signal: options.signal }));
  if (!response.ok) {
    let parsed: Partial<ErrorBody> = {};
    try {
      parsed = await response.json();
    } catch {
      /* not JSON */
    }
    const error = new HttpError(
      response.status,
      response.status >= 500 ? SERVER_FAILURE : (parsed.detail ?? 'Ошибка запроса'),
      parsed.code ?? 'HTTP_ERROR',
      parsed.fields,
      token,
    );
    if (response.status >= 500) console.error(`${method} ${url} → ${response.status}`, parsed);
    for (const listener of listeners) listener(error);
    throw error;
  }
  if (options.raw) return response as unknown as T;
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const http = {
  get: <T>(url: string, query?: Query, signal?: AbortSignal) => request<T>('GET', url, { query, signal }),
  post: <T>(url: string, body?: unknown, query?: Query) => request<T>('POST', url, { body, query }),
  put: <T>(url: string, body?: unknown, query?: Query) => request<T>('PUT', url, { body, query }),
  delete: <T>(url: string, query?: Query) => request<T>('DELETE', url, { query }),
  upload: <T>(url: string, form: FormData, query?: Query) =>
    request<T>('POST', url, { rawBody: form, query }),
  download: (url: string, query?: Query) => request<Response>('GET', url, { query, raw: true }),
};
