import { Chip } from '@mui/material';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { ListColumn } from './fit-columns';

/** A yes/no field of the row as a chip: green with the `yes` label, plain with the `no` one. */
export function flagColumn<R extends GridValidRowModel>(
  column: { field: keyof R & string; headerName: string; width: number },
  labels: { yes: string; no: string },
): ListColumn<R> {
  return {
    ...column,
    sortable: false,
    renderCell: ({ row }) =>
      row[column.field] ? (
        <Chip size="small" color="success" label={labels.yes} />
      ) : (
        <Chip size="small" label={labels.no} />
      ),
  };
}
