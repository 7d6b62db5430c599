import type { partnershipSalesPoint } from '@contract/partnerships';
import type { z } from '@contract/zod';
import {
  Alert,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { messageOf } from '@/providers/form-errors';
import { http } from '@/providers/http';
import { notify } from '@/providers/notification';

type PartnershipSalesPoint = z.infer<typeof partnershipSalesPoint>;

/** «Точки продаж клиента»: the supplier marks which of the client's points this partnership serves. */
export function ServedSalesPoints({
  partnershipId,
  organizationId,
  canEdit,
}: {
  partnershipId: number;
  organizationId: number;
  canEdit: boolean;
}) {
  const url = `/v1/supplier/partnerships/${partnershipId}/sales_points`;
  const points = useQuery({
    queryKey: ['partnership-sales-points', partnershipId, organizationId],
    queryFn: () => http.get<{ items: PartnershipSalesPoint[] }>(url, { organization_id: organizationId }),
  });
  const [served, setServed] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (points.data) setServed(points.data.items.filter((p) => p.served).map((p) => p.id));
  }, [points.data]);

  const save = async () => {
    setBusy(true);
    try {
      await http.put(
        `/v1/supplier/partnerships/${partnershipId}`,
        { sales_point_ids: served },
        { organization_id: organizationId },
      );
      notify('Точки продаж сохранены');
      await points.refetch();
    } catch (error) {
      notify(messageOf(error), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Точки продаж клиента">
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          Точки продаж клиента
        </Typography>
        {points.error && <Alert severity="error">{messageOf(points.error)}</Alert>}
        {points.data?.items.length === 0 && (
          <Typography color="text.secondary">У клиента нет точек продаж</Typography>
        )}
        <FormGroup>
          {points.data?.items.map((point) => (
            <FormControlLabel
              key={point.id}
              disabled={!canEdit}
              control={
                <Checkbox
                  checked={served.includes(point.id)}
                  onChange={(event) =>
                    setServed(
                      event.target.checked ? [...served, point.id] : served.filter((id) => id !== point.id),
                    )
                  }
                />
              }
              label={`${point.name}${point.address ? `, ${point.address}` : ''}${point.is_active ? '' : ' (закрыта)'}`}
            />
          ))}
        </FormGroup>
        {canEdit && Boolean(points.data?.items.length) && (
          <div>
            <Button variant="outlined" onClick={() => void save()} disabled={busy}>
              Сохранить точки
            </Button>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
