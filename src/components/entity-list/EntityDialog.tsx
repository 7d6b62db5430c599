import type { EntityDeclaration } from '@contract/entity-kit';
import type { EntitySchemas } from '@contract/entity-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCreate, useUpdate } from '@refinedev/core';
import { type FieldValues, useForm } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { applyServerError } from '@/providers/form-errors';
import { notify } from '@/providers/notification';
import { emptyValue, FieldInput } from './field-kinds';

interface Props {
  resource: string;
  entity: EntityDeclaration;
  schemas: EntitySchemas;
  /** The query naming the owner (`organization_id` or `sales_point_id`). */
  ownerQuery: Record<string, number>;
  /** The row edited; a new one without it. */
  row?: Record<string, unknown>;
  onClose(): void;
}

/** Create and edit of a declared entity: an input per field, validated by the contract. */
export function EntityDialog({ resource, entity, schemas, ownerQuery, row, onClose }: Props) {
  const fields = Object.entries(entity.fields);
  const names = fields.map(([name]) => name);
  const form = useForm<FieldValues>({
    resolver: zodResolver(schemas.body as never),
    defaultValues: Object.fromEntries(
      fields.map(([name, field]) => [name, row?.[name] ?? emptyValue(field)]),
    ),
  });
  const { mutateAsync: create } = useCreate();
  const { mutateAsync: update } = useUpdate();
  const quiet = { successNotification: false, errorNotification: false } as const;
  const save = form.handleSubmit(async (values) => {
    try {
      if (row) await update({ resource, id: row.id as number, values, ...quiet });
      else await create({ resource, values, meta: { query: ownerQuery }, ...quiet });
      notify(row ? 'Сохранено' : 'Добавлено');
      onClose();
    } catch (error) {
      applyServerError(error, form.setError, names);
    }
  });
  return (
    <FormDialog
      title={row ? `${entity.one}: изменение` : `${entity.one}: новая запись`}
      error={form.formState.errors.root?.server?.message ?? null}
      busy={form.formState.isSubmitting}
      onSave={save}
      onClose={onClose}
    >
      {fields.map(([name, field]) => (
        <FieldInput key={name} name={name} field={field} form={form} />
      ))}
    </FormDialog>
  );
}
