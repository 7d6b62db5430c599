import type { z } from '@contract/zod';
import { zodResolver } from '@hookform/resolvers/zod';
import type { BaseKey, BaseRecord, HttpError } from '@refinedev/core';
import { useForm as useRefineForm } from '@refinedev/react-hook-form';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { applyServerError } from '@/providers/form-errors';
import { notify } from '@/providers/notification';

// One module (one chunk) for the form helpers: every chunk name costs the lazy imports that list it.

export { fieldProps } from '@/providers/form-errors';

/**
 * A form that creates (no `id`) or edits a record of an organization's resource through Refine: no
 * redirect, no Refine notifications (the form says what happened), nothing fetched (the caller has
 * the record).
 */
export function useOrganizationRecordForm<TRecord extends BaseRecord, TValues extends FieldValues>({
  resource,
  organizationId,
  id,
  resolver,
  defaultValues,
}: {
  resource: string;
  organizationId: number;
  id?: BaseKey;
  resolver: Resolver<TValues>;
  defaultValues: DefaultValues<TValues>;
}) {
  return useRefineForm<TRecord, HttpError, TValues>({
    resolver,
    defaultValues,
    refineCoreProps: {
      resource,
      action: id === undefined ? 'create' : 'edit',
      id,
      meta: { query: { organization_id: organizationId } },
      queryOptions: { enabled: false },
      redirect: false,
      successNotification: false,
      errorNotification: false,
    },
  });
}

/**
 * A react-hook-form form of the contract's `schema` that saves through `save`: on success it says
 * `savedMessage`, takes the saved values as its new starting point and hands the answer to
 * `onSaved`; a refusal goes under the schema's fields it names and into errors.root.server.
 */
export function useSaveForm<TInput extends FieldValues, TOutput extends FieldValues, TSaved>({
  schema,
  defaultValues,
  save,
  savedMessage,
  onSaved,
}: {
  schema: z.ZodObject & z.ZodType<TOutput, TInput>;
  defaultValues: DefaultValues<TInput>;
  save(values: TOutput): Promise<TSaved>;
  savedMessage: string;
  onSaved(saved: TSaved): void;
}) {
  const form = useForm<TInput, unknown, TOutput>({ resolver: zodResolver(schema), defaultValues });
  const fields = Object.keys(schema.shape) as Path<TInput>[];
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
