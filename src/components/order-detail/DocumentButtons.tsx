import { DOCUMENT_STATUSES, ORDER_DOCUMENTS } from '@contract/document-kinds';
import type { Order } from '@contract/orders';
import { ORDER_STATUSES } from '@contract/statuses';
import Description from '@mui/icons-material/Description';
import { Button } from '@mui/material';
import { useState } from 'react';
import { http } from '@/providers/http';
import { saveDownload } from '@/providers/http/save-download';
import { notify } from '@/providers/notification';
import type { Side } from './use-order';

/** «Счёт на оплату» and «УПД» as PDF, each offered once the order's status allows it. */
export function DocumentButtons({ side, order }: { side: Side; order: Order }) {
  const [busy, setBusy] = useState<string | null>(null);
  const status = ORDER_STATUSES.byId.get(order.status_id)?.status;
  const offered = ORDER_DOCUMENTS.filter((d) => status && DOCUMENT_STATUSES[d.kind].includes(status));
  const download = async (kind: string) => {
    setBusy(kind);
    try {
      const response = await http.download(`/v1/${side}/orders/${order.id}/documents/${kind}`);
      await saveDownload(response, `${kind}.pdf`);
    } catch (error) {
      notify((error as Error).message, 'error');
    } finally {
      setBusy(null);
    }
  };
  return offered.map((d) => (
    <Button
      key={d.kind}
      startIcon={<Description />}
      disabled={busy !== null}
      onClick={() => download(d.kind)}
    >
      {d.label}
    </Button>
  ));
}
