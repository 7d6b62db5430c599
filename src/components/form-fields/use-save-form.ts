import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { applyServerError } from '@/providers/form-errors';
import { notify } from '@/providers/notification';

/**
 * A react-hook-form form that saves through `save`: on success it says `savedMessage`, takes the
 * saved values as its new starting point and hands the answer to `onSaved`; a refusal goes under
 * the fields it names (`fields`) and into errors.root.server.
 */
export function useSaveForm<TInput extends FieldValues, TOutput extends FieldValues, TSaved>({
  resolver,
  defaultValues,
  fields,
  save,
  savedMessage,
  onSaved,
}: {
  resolver: Resolver<TInput, unknown, TOutput>;
  defaultValues: DefaultValues<TInput>;
  fields: readonly Path<TInput>[];
  save(values: TOutput): Promise<TSaved>;
  savedMessage: string;
  onSaved(saved: TSaved): void;
}) {
  const form = useForm<TInput, unknown, TOutput>({ resolver, defaultValues });
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save(values);
      notify(savedMessage);
      form.reset(values as unknown as TInput);
      onSaved(saved);
    } catch (error) {
      applyServerError(error, form.setError, fields);
    }
  });
  return { form, submit };
}
