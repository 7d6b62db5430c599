/** An error with a status, a machine code and a Russian message for a person (DESIGN §4). */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly detail: string,
    readonly fields?: Record<string, string>,
  ) {
    super(detail);
    this.name = 'AppError';
  }
}

export const badRequest = (detail: string, fields?: Record<string, string>) =>
  new AppError(422, 'VALIDATION_ERROR', detail, fields);
export const unauthorized = (detail = 'Требуется вход в систему', code = 'UNAUTHORIZED') =>
  new AppError(401, code, detail);
export const forbidden = (detail = 'Недостаточно прав для этого действия', code = 'FORBIDDEN') =>
  new AppError(403, code, detail);
export const notFound = (detail = 'Запись не найдена', code = 'NOT_FOUND') => new AppError(404, code, detail);
export const conflict = (detail: string, code = 'CONFLICT') => new AppError(409, code, detail);
export const tooLarge = (detail = 'Файл слишком большой') => new AppError(413, 'PAYLOAD_TOO_LARGE', detail);
export const unsupportedMedia = (detail = 'Неподдерживаемый тип файла') =>
  new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', detail);
export const tooManyRequests = (detail = 'Слишком много попыток. Попробуйте позже.') =>
  new AppError(429, 'TOO_MANY_REQUESTS', detail);
