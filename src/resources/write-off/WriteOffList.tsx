import { WRITE_OFF_STATUSES } from '@contract/statuses';
import type { WriteOffDoc } from '@contract/write-off';
import Add from '@mui/icons-material/Add';
import Tune from '@mui/icons-material/Tune';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ListColumn } from '@/components/data-grid/fit-columns';
import { DictionaryDialog } from '@/components/dictionary-dialog';
import { DocumentList } from '@/components/document-list';
import { formatMoney } from '@/i18n/format';
import { writeOffResource } from '.';
import { writeOffReasons } from './reasons';

const columns: ListColumn<WriteOffDoc>[] = [
  { field: 'lines_count', headerName: 'Строк', width: 90, sortable: false, optional: 1 },
  {
    field: 'total_amount',
    headerName: 'Сумма',
    width: 140,
    sortable: false,
    valueFormatter: (value: string) => formatMoney(value),
  },
];

/** «Списания»: documents of the organization with filters by point and status. */
export default function WriteOffList() {
  const navigate = useNavigate();
  const [reasonsOpen, setReasonsOpen] = useState(false);
  return (
    <DocumentList
      of={writeOffResource}
      statuses={WRITE_OFF_STATUSES}
      columns={columns}
      actions={(organizationId) => (
        <Stack direction="row" spacing={1}>
          <Button
            startIcon={<Tune />}
            onClick={() => setReasonsOpen(true)}
            disabled={organizationId === null}
          >
            Причины списания
          </Button>
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => navigate('/documents/write-off/edit')}
          >
            Новое списание
          </Button>
        </Stack>
      )}
    >
      {(organizationId) =>
        reasonsOpen &&
        organizationId !== null && (
          <DictionaryDialog
            dictionary={writeOffReasons}
            organizationId={organizationId}
            onClose={() => setReasonsOpen(false)}
          />
        )
      }
    </DocumentList>
  );
}
