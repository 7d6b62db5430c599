import { errorBody } from '../../contract/common';
import type { RouteAccess } from '../plugins/auth';

/** What each status of the error body means to a caller (the body is `Error`: detail, code, fields). */
const ERROR_MEANING = {
  401: 'Нет входа: токен не передан, устарел или отозван (при входе — неверные e-mail или пароль)',
  403: 'Недостаточно прав для этого действия',
  404: 'Запись не найдена или принадлежит другой организации',
  409: 'Конфликт: запись изменена другим запросом, уже существует или в неподходящем статусе',
  413: 'Слишком большой запрос или файл',
  415: 'Неподдерживаемый тип содержимого или файла',
  422: 'Неверные данные запроса; поля с ошибками — в fields',
  429: 'Слишком много попыток, повторите позже',
  500: 'Внутренняя ошибка сервера',
} satisfies Record<number, string>;

export type ErrorStatus = keyof typeof ERROR_MEANING;

/**
 * A route's error statuses for its `response` schema, each answered with the shared error body:
 * `response: { 200: post, ...errorResponses(401, 403, 404) }`.
 */
export function errorResponses<const S extends ErrorStatus>(...statuses: S[]): Record<S, typeof errorBody> {
  return Object.fromEntries(statuses.map((status) => [status, errorBody])) as Record<S, typeof errorBody>;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

export interface ErrorRouteFacts {
  method: string;
  access: RouteAccess | undefined;
  /** Statuses the route itself declares with the error body. */
  declared: number[];
}

/**
 * The error statuses a call can answer with, from what the server does for every route
 * (server/plugins/errors.ts, server/plugins/auth.ts) plus the ones the route declares:
 * 422 and 500 anywhere; 401/403/404 behind a login; 409 on writes (duplicates, concurrent
 * changes, wrong status); 413/415 where a body is read.
 */
export function errorStatuses({ method, access, declared }: ErrorRouteFacts): number[] {
  const statuses = new Set([...declared, 422, 500]);
  if (access !== 'public') for (const status of [401, 403, 404]) statuses.add(status);
  if (WRITE_METHODS.has(method)) statuses.add(409);
  if (BODY_METHODS.has(method)) for (const status of [413, 415]) statuses.add(status);
  return [...statuses].filter((status) => status in ERROR_MEANING).sort((a, b) => a - b);
}

/** OpenAPI responses for those statuses, each with the shared `Error` schema and its meaning. */
export function documentedErrorResponses(facts: ErrorRouteFacts) {
  return Object.fromEntries(
    errorStatuses(facts).map((status) => [
      status,
      {
        description: ERROR_MEANING[status as ErrorStatus],
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    ]),
  );
}
