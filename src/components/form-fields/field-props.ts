import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';

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
