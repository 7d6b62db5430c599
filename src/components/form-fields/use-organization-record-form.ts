import type { BaseKey, BaseRecord, HttpError } from '@refinedev/core';
import { useForm } from '@refinedev/react-hook-form';
import type { DefaultValues, FieldValues, Resolver } from 'react-hook-form';

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
  return useForm<TRecord, HttpError, TValues>({
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
