import { HttpError } from '@/providers/http';

/** The API's Russian detail, with the field messages of a 422 appended. */
export function errorText(error: unknown, fallback: string): string {
  if (!(error instanceof HttpError)) return fallback;
  // A field message that repeats the detail (a refusal naming the good) is not said twice.
  const fields = [...new Set(Object.values(error.fields))].filter((f) => f !== error.detail);
  return fields.length ? `${error.detail}: ${fields.join('; ')}` : error.detail;
}
