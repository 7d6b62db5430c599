import type { FieldErrors, FieldValues, Path, UseFormRegister, UseFormSetError } from 'react-hook-form';
import { HttpError } from '@/providers/http';

export const SERVER_ERROR = 'root.server' as const;

/** The Russian message of any failure: the server's `detail`, else a generic one. */
export const messageOf = (error: unknown) =>
  error instanceof HttpError
    ? error.detail
    : 'Не удалось связаться с сервером. Проверьте соединение и попробуйте снова.';

/**
 * Shows a failed request in a react-hook-form form: each of the server's `fields` under its input
 * (names of the form only), and `detail` as the form's message (errors.root.server).
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: readonly Path<T>[],
  /** Server field names that differ from the form's (e.g. `organization.inn` → `inn`). */
  rename: Record<string, Path<T>> = {},
) {
  if (error instanceof HttpError) {
    for (const [field, message] of Object.entries(error.fields)) {
      const known = rename[field] ?? formFields.find((name) => name === field);
      if (known) setError(known, { type: 'server', message });
    }
  }
  setError(SERVER_ERROR, { type: 'server', message: messageOf(error) });
}

/**
 * A TextField's props for a top-level field of a react-hook-form form: `register(name)`, the error
 * state and its message under the field (else `hint`).
 */
export function fieldProps<T extends FieldValues>(
  form: { register: UseFormRegister<T>; formState: { errors: FieldErrors<T> } },
  name: Path<T>,
  hint?: string,
) {
  const error = (form.formState.errors as Record<string, { message?: string } | undefined>)[name];
  return { ...form.register(name), error: Boolean(error), helperText: error?.message ?? hint };
}
