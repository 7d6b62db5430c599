import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody } from '../../contract/common';
import { AppError } from '../errors';

const CONTEXT_LABEL: Record<string, string> = {
  body: 'тело запроса',
  querystring: 'параметры запроса',
  params: 'адрес',
  headers: 'заголовки',
};

/** PostgreSQL error codes that mean the input was wrong, not the server. */
const PG_ERRORS: Record<string, [number, string, string]> = {
  '23505': [409, 'DUPLICATE', 'Запись с такими данными уже существует'],
  '23503': [409, 'REFERENCE_CONFLICT', 'Связанная запись не найдена или используется'],
  '23514': [422, 'VALIDATION_ERROR', 'Значение не прошло проверку'],
  '23502': [422, 'VALIDATION_ERROR', 'Не заполнено обязательное поле'],
  '22P02': [422, 'VALIDATION_ERROR', 'Неверный формат значения'],
  '22003': [422, 'VALIDATION_ERROR', 'Число вне допустимого диапазона: сумма или количество слишком велики'],
  '22001': [422, 'VALIDATION_ERROR', 'Слишком длинное значение'],
  '22007': [422, 'VALIDATION_ERROR', 'Неверный формат даты'],
  '22008': [422, 'VALIDATION_ERROR', 'Дата вне допустимого диапазона'],
  '22021': [422, 'VALIDATION_ERROR', 'Недопустимые символы в тексте'],
  '22P05': [422, 'VALIDATION_ERROR', 'Недопустимые символы в тексте'],
  '54000': [422, 'VALIDATION_ERROR', 'Слишком длинное значение'],
  // Row-level security refused a write into another organization: never reveal it exists.
  '42501': [404, 'NOT_FOUND', 'Запись не найдена'],
  '40001': [409, 'CONCURRENT_UPDATE', 'Запись одновременно изменена другим запросом, повторите попытку'],
  '40P01': [409, 'CONCURRENT_UPDATE', 'Запись одновременно изменена другим запросом, повторите попытку'],
  '55P03': [409, 'CONCURRENT_UPDATE', 'Запись сейчас изменяется другим запросом, повторите попытку'],
};

/** Unique constraints whose violation deserves its own message (and the field it names). */
const CONSTRAINT_ERRORS: Record<string, { detail: string; fields: Record<string, string> }> = {
  organizations_inn_kpp_unique: {
    detail:
      'Организация с таким ИНН (и КПП) уже зарегистрирована. Попросите её администратора пригласить вас ' +
      'или, если это филиал, укажите его КПП.',
    fields: { inn: 'Организация с таким ИНН уже зарегистрирована' },
  },
};

/** Fastify's own client errors, in Russian. */
const FASTIFY_ERRORS: Record<string, [number, string, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', 'Неподдерживаемый тип содержимого запроса'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE', 'Слишком большой запрос'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [422, 'VALIDATION_ERROR', 'Пустое тело запроса'],
  FST_ERR_CTP_INVALID_JSON_BODY: [422, 'VALIDATION_ERROR', 'Тело запроса — некорректный JSON'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', 'Ожидается multipart/form-data'],
  FST_REQ_FILE_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE', 'Файл слишком большой'],
  FST_PARTS_LIMIT: [413, 'PAYLOAD_TOO_LARGE', 'Слишком много частей в запросе'],
  FST_FILES_LIMIT: [413, 'PAYLOAD_TOO_LARGE', 'Слишком много файлов в запросе'],
  FST_FIELDS_LIMIT: [413, 'PAYLOAD_TOO_LARGE', 'Слишком много полей в запросе'],
  FST_PROTO_VIOLATION: [422, 'VALIDATION_ERROR', 'Недопустимое имя поля'],
  FST_ERR_BAD_URL: [400, 'BAD_URL', 'Неверный адрес: в нём недопустимые символы'],
};

const UPLOAD_CUT_SHORT = 'Файл передан не полностью: запрос оборвался. Загрузите файл ещё раз.';
/** The multipart parser (busboy inside @fastify/multipart) throws plain errors known only by their text. */
const MULTIPART_ERRORS: [RegExp, string][] = [
  [
    /^Multipart: Boundary not found|^Boundary required|^The needle cannot|^Unsupported Content-Type/,
    'Запрос не похож на форму с файлом: нет или неверна граница частей (boundary). Отправьте файл через форму ещё раз.',
  ],
  [/unexpected end of multipart data/i, UPLOAD_CUT_SHORT],
];

/** A multipart body that ended before its closing boundary: the file stream closes prematurely. */
const uploadCutShort = (error: unknown, request: FastifyRequest) =>
  (error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE' && request.isMultipart();

function fieldName(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || context || 'body';
}

export function toErrorReply(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      body: { detail: error.detail, code: error.code, ...(error.fields ? { fields: error.fields } : {}) },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as { validationContext?: string }).validationContext;
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const name = fieldName(issue.instancePath, context);
      fields[name] ??= issue.message ?? 'Неверное значение';
    }
    const where = context ? (CONTEXT_LABEL[context] ?? context) : 'запрос';
    return {
      status: 422,
      body: { detail: `Проверьте ${where}: ${Object.values(fields)[0]}`, code: 'VALIDATION_ERROR', fields },
    };
  }
  const err = error as Partial<FastifyError> & { code?: string };
  // Drizzle wraps driver errors: the PostgreSQL code sits on the cause.
  const driverError = (err.cause ?? err) as { code?: string; constraint?: string };
  const pgCode = err.code ?? driverError.code;
  const known = driverError.constraint ? CONSTRAINT_ERRORS[driverError.constraint] : undefined;
  if (pgCode === '23505' && known) {
    return { status: 409, body: { detail: known.detail, code: 'DUPLICATE', fields: known.fields } };
  }
  if (pgCode && PG_ERRORS[pgCode]) {
    const [status, code, detail] = PG_ERRORS[pgCode];
    return { status, body: { detail, code } };
  }
  if (err.code && FASTIFY_ERRORS[err.code]) {
    const [status, code, detail] = FASTIFY_ERRORS[err.code];
    return { status, body: { detail, code } };
  }
  const multipart = MULTIPART_ERRORS.find(([pattern]) => pattern.test(err.message ?? ''));
  if (multipart && !err.statusCode) {
    return { status: 422, body: { detail: multipart[1], code: 'VALIDATION_ERROR' } };
  }
  if (
    !isResponseSerializationError(error as never) &&
    typeof err.statusCode === 'number' &&
    err.statusCode >= 400 &&
    err.statusCode < 500
  ) {
    const status = err.statusCode === 400 ? 422 : err.statusCode;
    return { status, body: { detail: 'Некорректный запрос', code: err.code ?? 'BAD_REQUEST' } };
  }
  return { status: 500, body: { detail: 'Внутренняя ошибка сервера', code: 'INTERNAL' } };
}

export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error, request: FastifyRequest, reply: FastifyReply) => {
      const { status, body } = uploadCutShort(error, request)
        ? { status: 422, body: { detail: UPLOAD_CUT_SHORT, code: 'VALIDATION_ERROR' } }
        : toErrorReply(error);
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      else if (status === 401 || status === 403)
        request.log.warn({ code: body.code, url: request.routeOptions.url }, 'refused');
      return reply.status(status).type('application/json; charset=utf-8').send(body);
    });
  },
  { name: 'errors' },
);

/** Fastify's own request errors before routing (a URL that does not decode): the same error body. */
export function frameworkErrorReply(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = toErrorReply(error);
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** A request Node's HTTP parser refused (raw bytes it cannot read): answered on the socket itself. */
export function clientErrorReply(error: Error & { code?: string }, socket: Socket) {
  if (!socket.writable) return socket.destroy(error);
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const body = JSON.stringify(
    tooLarge
      ? { detail: 'Слишком длинные заголовки запроса', code: 'HEADERS_TOO_LARGE' }
      : { detail: 'Неверный запрос: адрес или заголовки содержат недопустимые байты', code: 'BAD_REQUEST' },
  );
  const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
