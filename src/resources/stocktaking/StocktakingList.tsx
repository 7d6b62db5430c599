import { STOCKTAKING_STATUSES } from '@contract/statuses';
import type { StocktakingDoc } from '@contract/stocktaking';
import Add from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useState } from 'react';
import type { ListColumn } from '@/components/data-grid/fit-columns';
import { DocumentList } from '@/components/document-list';
import { formatMoney } from '@/i18n/format';
import { stocktakingResource } from '.';
import { CreateStocktakingDialog } from './CreateStocktakingDialog';

const hiddenMoney = (value: string | null) => (value === null ? 'скрыто' : formatMoney(value));

// The document (a row's click) shows the totals a narrow grid leaves out.
const columns: ListColumn<StocktakingDoc>[] = [
  {
    field: 'lines',
    headerName: 'Строк',
    width: 90,
    sortable: false,
    optional: 1,
    valueGetter: (_v, row) => row.totals.lines_count,
  },
  {
    field: 'surplus',
    headerName: 'Излишки',
    width: 140,
    sortable: false,
    optional: 2,
    valueGetter: (_v, row) => hiddenMoney(row.totals.surplus_amount),
  },
  {
    field: 'shortage',
    headerName: 'Недостача',
    width: 140,
    sortable: false,
    valueGetter: (_v, row) => hiddenMoney(row.totals.shortage_amount),
  },
];

/** «Инвентаризация»: documents of the organization with filters by point, status and date. */
export default function StocktakingList() {
  const [creating, setCreating] = useState(false);
  return (
    <DocumentList
      of={stocktakingResource}
      statuses={STOCKTAKING_STATUSES}
      columns={columns}
      actions={() => (
        <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
          Новая инвентаризация
        </Button>
      )}
    >
      {(organizationId) =>
        creating && (
          <CreateStocktakingDialog organizationId={organizationId} onClose={() => setCreating(false)} />
        )
      }
    </DocumentList>
  );
}
