import type { PriceListRepriceResponse } from '@contract/price-lists';
import {
  Alert,
  Button,
  FormControlLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAction } from '@/components/form-dialog';
import { DialogFrame } from '@/components/form-dialog/DialogFrame';
import { DecimalField } from '@/components/form-fields/TextFields';
import { formatMoney } from '@/i18n/format';
import { notify } from '@/providers/notification';
import { priceListsApi } from './price-lists-api';

type Mode = 'percent' | 'price';

/** «Изменить цены»: the chosen goods or a category, by a percentage or to one price; preview, then apply. */
export function RepriceDialog({
  organizationId,
  priceListId,
  selected,
  onClose,
  onDone,
}: {
  organizationId: number;
  priceListId: number;
  selected: number[];
  onClose: () => void;
  onDone: () => void;
}) {
  const api = priceListsApi(organizationId);
  const categories = useQuery({
    queryKey: ['price-list-categories', organizationId, priceListId],
    queryFn: () => api.categories(priceListId),
  });
  const [scope, setScope] = useState<number | 'selected' | ''>(selected.length > 0 ? 'selected' : '');
  const [mode, setMode] = useState<Mode>('percent');
  const [amount, setAmount] = useState('');
  const [preview, setPreview] = useState<PriceListRepriceResponse | null>(null);
  const { busy, error, run: act } = useAction();

  const run = async (apply: boolean) => {
    await act(async () => {
      const result = await api.reprice(priceListId, {
        ...(scope === 'selected' ? { good_ids: selected } : { price_list_category_id: Number(scope) }),
        ...(mode === 'percent' ? { percent: amount } : { price: amount }),
        apply,
      });
      if (!apply) setPreview(result);
      else {
        notify(`Цены изменены: ${result.total}`);
        onDone();
        onClose();
      }
    });
  };
  const changed = () => setPreview(null);

  return (
    <DialogFrame
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      title="Изменить цены"
      actions={
        <>
          <Button onClick={onClose}>Отмена</Button>
          <Button onClick={() => void run(false)} disabled={busy || scope === '' || !amount}>
            Показать изменения
          </Button>
          <Button
            variant="contained"
            onClick={() => void run(true)}
            disabled={busy || !preview || preview.total === 0}
          >
            Применить
          </Button>
        </>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          select
          label="Какие товары"
          value={scope}
          onChange={(e) => {
            setScope(e.target.value === 'selected' ? 'selected' : Number(e.target.value));
            changed();
          }}
        >
          {selected.length > 0 && <MenuItem value="selected">Выбранные товары ({selected.length})</MenuItem>}
          {(categories.data ?? []).map((c) => (
            <MenuItem key={c.id} value={c.id}>
              Категория «{c.name}»
            </MenuItem>
          ))}
        </TextField>
        <RadioGroup
          row
          value={mode}
          onChange={(e) => {
            setMode(e.target.value as Mode);
            changed();
          }}
        >
          <FormControlLabel value="percent" control={<Radio />} label="На процент" />
          <FormControlLabel value="price" control={<Radio />} label="Одна цена" />
        </RadioGroup>
        <DecimalField
          label={mode === 'percent' ? 'Изменение, % (−5 — скидка)' : 'Новая цена, ₽'}
          value={amount}
          onChange={(next) => {
            setAmount(next);
            changed();
          }}
        />
        {error && <Alert severity="error">{error}</Alert>}
        {preview && (
          <>
            <Alert severity={preview.total > 0 ? 'info' : 'warning'} data-testid="reprice-summary">
              {preview.total > 0 ? `Изменится цен: ${preview.total}` : 'Ни одна цена не изменится'}
            </Alert>
            <Table size="small" aria-label="Предпросмотр цен">
              <TableHead>
                <TableRow>
                  <TableCell>Товар</TableCell>
                  <TableCell align="right">Было</TableCell>
                  <TableCell align="right">Станет</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {preview.items.map((item) => (
                  <TableRow key={item.good_id}>
                    <TableCell>{item.name}</TableCell>
                    <TableCell align="right">{formatMoney(item.price)}</TableCell>
                    <TableCell align="right">{formatMoney(item.new_price)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </Stack>
    </DialogFrame>
  );
}
