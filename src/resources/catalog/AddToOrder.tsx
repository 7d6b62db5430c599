import type { Measure } from '@contract/goods';
import type { MarketplaceGoodDetail } from '@contract/marketplace';
import type { Order } from '@contract/orders';
import type { Partnership } from '@contract/partnerships';
import {
  Alert,
  Button,
  InputAdornment,
  LinearProgress,
  Link as MuiLink,
  Snackbar,
  Stack,
  TextField,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAction } from '@/components/form-dialog';
import { OrganizationPicker, useActiveOrganization } from '@/components/organization-picker';
import { messageOf } from '@/providers/form-errors';
import { HttpError, http } from '@/providers/http';
import { addToDraft, quantityProblem } from './add-to-draft';
import { PartnershipRequest, usePartnership } from './partnership';

const useMeasures = () =>
  useQuery({
    queryKey: ['dictionaries', 'measures'],
    queryFn: () => http.get<Measure[]>('/v1/goods/measure/all'),
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * Quantity and «Добавить» of the product page: the good goes into the draft order for its supplier
 * when the buyer's organization works with it; otherwise the page offers to request a partnership.
 * Hidden from users who may not create orders.
 */
export function AddToOrder({ good }: { good: MarketplaceGoodDetail }) {
  const { organizationId, organizations } = useActiveOrganization('order_client_c');
  const { organizations: updaters } = useActiveOrganization('order_client_u');
  const partnership = usePartnership(organizationId, good.organization_id);
  const measures = useMeasures();
  const measure = measures.data?.find((m) => m.id === good.measure_id);
  const queryClient = useQueryClient();
  const [quantity, setQuantity] = useState('1');
  const [touched, setTouched] = useState(false);
  const { busy, error, run: act } = useAction();
  const [added, setAdded] = useState<Order | null>(null);
  const [toast, setToast] = useState(false);

  if (organizations.length === 0 || organizationId === null) return null;
  const supplier = { id: good.organization_id, name: good.organization_name, inn: null };
  const picker = <OrganizationPicker permission="order_client_c" />;

  if (partnership.isPending) return <LinearProgress aria-label="Проверяем сотрудничество с поставщиком" />;
  // Without the right to read partnerships the server decides when the good is added.
  const denied = partnership.error instanceof HttpError && partnership.error.statusCode === 403;
  if (partnership.isError && !denied) return <Alert severity="error">{messageOf(partnership.error)}</Alert>;
  const current = partnership.data ?? null;
  if (!denied && current?.status !== 'active') {
    return (
      <Stack spacing={2}>
        {picker}
        <SupplierInnRequest supplier={supplier} organizationId={organizationId} partnership={current} />
      </Stack>
    );
  }

  const problem = quantityProblem(quantity, measure);
  const submit = async () => {
    setTouched(true);
    if (problem) return;
    await act(async () => {
      const order = await addToDraft({
        organizationId,
        supplierId: good.organization_id,
        servedPointIds: current?.sales_point_ids ?? [],
        goodId: good.id,
        quantity,
        mayUpdate: updaters.some((org) => org.id === organizationId),
      });
      setAdded(order);
      setToast(true);
      setTouched(false);
      await queryClient.invalidateQueries({ queryKey: ['client-orders'] });
    });
  };

  return (
    <Stack
      spacing={2}
      component="form"
      aria-label="Добавить в заказ"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {picker}
      <Stack direction="row" spacing={2} alignItems="flex-start">
        <TextField
          label="Количество"
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && problem !== null}
          helperText={touched && problem ? problem : ' '}
          inputMode={measure?.is_fractional ? 'decimal' : 'numeric'}
          slotProps={{
            input: { endAdornment: <InputAdornment position="end">{good.measure_name}</InputAdornment> },
            htmlInput: { inputMode: measure?.is_fractional ? 'decimal' : 'numeric' },
          }}
          sx={{ width: 200 }}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ mt: 0.5 }}>
          Добавить
        </Button>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      {added && (
        <Alert severity="success" data-testid="added-to-draft">
          Товар в{' '}
          <MuiLink component={Link} to={`/client/orders/${added.id}`}>
            черновике заказа
          </MuiLink>{' '}
          поставщику {added.supplier_organization_name}
        </Alert>
      )}
      <Snackbar
        open={toast}
        autoHideDuration={8000}
        onClose={(_, reason) => reason !== 'clickaway' && setToast(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        key={added ? `${added.id}-${added.version}` : 'none'}
      >
        <Alert
          severity="success"
          variant="filled"
          role="status"
          action={
            added && (
              <Button color="inherit" size="small" component={Link} to={`/client/orders/${added.id}`}>
                Открыть заказ
              </Button>
            )
          }
        >
          Товар добавлен в черновик заказа
        </Alert>
      </Snackbar>
    </Stack>
  );
}

/** The supplier's INN is not on the good: read the supplier card before offering the request. */
function SupplierInnRequest({
  supplier,
  organizationId,
  partnership,
}: {
  supplier: { id: number; name: string; inn: null };
  organizationId: number;
  partnership: Partnership | null;
}) {
  const card = useQuery({
    queryKey: ['marketplace', 'supplier', supplier.id],
    queryFn: () => http.get<{ inn: string | null; name: string }>(`/v1/marketplace/suppliers/${supplier.id}`),
  });
  if (card.isPending) return <LinearProgress />;
  return (
    <PartnershipRequest
      supplier={{ ...supplier, inn: card.data?.inn ?? null }}
      organizationId={organizationId}
      partnership={partnership}
    />
  );
}
