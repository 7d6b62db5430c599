import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { HttpError } from '@/providers/http';
import { createDrafts, SUGGESTIONS_KEY, useSuggestions } from './api';
import { lineKey, SuggestionGroupCard } from './SuggestionGroupCard';

const groupKey = (g: { sales_point_id: number; supplier_organization_id: number | null }) =>
  `${g.sales_point_id}:${g.supplier_organization_id ?? 'own'}`;

/** The suggested orders by supplier, quantities editable, and «Создать черновики» for the chosen groups. */
export function SuggestionsPanel({
  organizationId,
  salesPointId,
}: {
  organizationId: number;
  salesPointId: number | '';
}) {
  const suggestions = useSuggestions(organizationId, salesPointId);
  const client = useQueryClient();
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [left, setLeft] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ id: number }[]>([]);
  const groups = suggestions.data ?? [];
  const chosen = groups.filter((g) => g.supplier_organization_id !== null && !left[groupKey(g)]);

  async function create() {
    setBusy(true);
    setError(null);
    try {
      const answer = await createDrafts(
        organizationId,
        chosen.map((g) => ({
          sales_point_id: g.sales_point_id,
          supplier_organization_id: g.supplier_organization_id as number,
          lines: g.lines
            .filter((l) => l.price !== null)
            .map((l) => ({
              good_id: l.good_id,
              quantity: (quantities[lineKey(g, l.good_id)] ?? l.quantity).replace(',', '.').trim(),
            }))
            .filter((l) => Number(l.quantity) > 0),
        })),
      );
      setCreated(answer.orders);
      setQuantities({});
      await client.invalidateQueries({ queryKey: [SUGGESTIONS_KEY] });
    } catch (failure) {
      setError(failure instanceof HttpError ? failure.message : 'Не удалось создать черновики');
    } finally {
      setBusy(false);
    }
  }

  if (suggestions.isPending) return <Typography>Загрузка…</Typography>;
  if (suggestions.isError) return <Alert severity="error">Не удалось загрузить предложение</Alert>;
  return (
    <Stack gap={2}>
      {created.length > 0 && (
        <Alert severity="success" onClose={() => setCreated([])}>
          Создано черновиков: {created.length}.{' '}
          {created.map((order, i) => (
            <span key={order.id}>
              {i > 0 && ', '}
              <Link component={RouterLink} to={`/client/orders/${order.id}/edit`}>
                черновик {i + 1}
              </Link>
            </span>
          ))}
          . Проверьте и отправьте их как обычно.
        </Alert>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      {groups.length === 0 ? (
        <Alert severity="info">Все товары выше минимума: заказывать нечего.</Alert>
      ) : (
        <>
          {groups.map((group) => (
            <SuggestionGroupCard
              key={groupKey(group)}
              group={group}
              quantities={quantities}
              onQuantity={(key, value) => setQuantities((q) => ({ ...q, [key]: value }))}
              chosen={!left[groupKey(group)]}
              onChoose={(on) => setLeft((l) => ({ ...l, [groupKey(group)]: !on }))}
            />
          ))}
          <Stack direction="row" justifyContent="flex-end">
            <Button variant="contained" disabled={busy || chosen.length === 0} onClick={() => void create()}>
              Создать черновики
            </Button>
          </Stack>
        </>
      )}
    </Stack>
  );
}
