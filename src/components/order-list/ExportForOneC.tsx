import Download from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { Suspense, useState } from 'react';
import { lazyComponent } from '@/router/lazy-component';

const ExportForOneCDialog = lazyComponent(() => import('./ExportForOneCDialog'));

/** «Выгрузка для 1С»: the supplier's orders of a period as CommerceML 2 orders.xml (the list's status filter applies). */
export function ExportForOneC({
  statusIds,
  organizationId,
}: {
  statusIds: number[];
  organizationId: number | null;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button startIcon={<Download />} onClick={() => setOpen(true)}>
        Выгрузка для 1С
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ExportForOneCDialog
            statusIds={statusIds}
            organizationId={organizationId}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
