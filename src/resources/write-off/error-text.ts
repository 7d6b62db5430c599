import { HttpError } from '@/providers/http';

/** The API's Russian detail, with the field messages of a 422 appended. */
export function errorText(error: unknown, fallback: string): string {
  if (!(error instanceof HttpError)) return fallback;
  const fields = Object.values(error.fields);
  return fields.length ? `${error.detail}: ${fields.join('; ')}` : error.detail;
}
