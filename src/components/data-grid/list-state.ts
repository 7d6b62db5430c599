import type { HttpError as RefineHttpError } from '@refinedev/core';
import { HttpError } from '@/providers/http';

/** A 403 of the API names the missing permission in `detail` (HttpError of @/providers/http). */
const refusalDetail = (error: unknown): string | null =>
  error instanceof HttpError && error.statusCode === 403 ? error.detail : null;

export const LIST_LOAD_FAILED = 'Не удалось загрузить список. Обновите страницу или попробуйте позже.';
/** The grid's own empty text after a failure: short, the alert above it (ListLoadError) explains. */
export const LIST_NOT_LOADED = 'Список не загружен';

/**
 * The text a grid shows when it has no rows: the list's real state, not «пока нет» when the list
 * failed. A refusal says which permission is missing; a server failure says so (spec 000 §8 — no
 * snackbar, the error is logged by the HTTP client).
 */
export function listStateLabel(error: unknown, emptyLabel: string): string {
  if (!error) return emptyLabel;
  return refusalDetail(error) ?? LIST_NOT_LOADED;
}

/** A list's failure is shown in the grid itself (listStateLabel), never as a snackbar too. */
export const quietListError = (_error?: RefineHttpError) => false as const;

/**
 * A list whose server answered shows that answer at once, with «Повторить» (ListLoadError): a
 * 5xx is not asked again behind the loading rows. Only a request that got no answer is retried.
 */
export const retryUnanswered = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof HttpError);
