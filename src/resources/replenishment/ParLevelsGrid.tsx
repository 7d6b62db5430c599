import type { ParLevelRow } from '@contract/replenishment';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { formatQuantity, quantityInputValue } from '@/i18n/format';
import { HttpError } from '@/providers/http';
import { LEVELS_KEY, SUGGESTIONS_KEY, saveLevels, useParLevels } from './api';
import { parsePastedLevels } from './paste';

type Edit = { min: string; upTo: string };
const asDecimal = (value: string) => value.trim().replace(/\s/g, '').replace(',', '.');

/**
 * The goods of one sales point with their minimum and «заказывать до», the book stock and the daily
 * usage beside them; a category filled at once, rows pasted from Excel, all saved in one call.
 */
export function ParLevelsGrid({
  organizationId,
  salesPointId,
}: {
  organizationId: number;
  salesPointId: number;
}) {
  const levels = useParLevels(organizationId, salesPointId);
  const client = useQueryClient();
  const [edits, setEdits] = useState<Record<number, Edit>>({});
  const [category, setCategory] = useState('');
  const [bulk, setBulk] = useState<Edit>({ min: '', upTo: '' });
  const [pasting, setPasting] = useState(false);
  const [pasted, setPasted] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const rows = levels.data?.items ?? [];
  const categories = useMemo(
    () =>
      [...new Set(rows.map((r) => r.category_name ?? 'Без категории'))].sort((a, b) =>
        a.localeCompare(b, 'ru'),
      ),
    [rows],
  );
  const shown = rows.filter((r) => category === '' || (r.category_name ?? 'Без категории') === category);
  const shownEdit = (row: ParLevelRow): Edit =>
    edits[row.good_id] ?? {
      min: quantityInputValue(row.min_quantity),
      upTo: quantityInputValue(row.order_up_to),
    };
  const edit = (goodId: number, change: Partial<Edit>, row: ParLevelRow) =>
    setEdits((e) => ({ ...e, [goodId]: { ...shownEdit(row), ...change } }));

  function fillCategory() {
    const next = { ...edits };
    for (const row of shown) next[row.good_id] = { ...bulk };
    setEdits(next);
  }

  function applyPaste() {
    const { levels: found, unknown } = parsePastedLevels(pasted, rows);
    const next = { ...edits };
    for (const l of found) next[l.good_id] = { min: l.min_quantity, upTo: l.order_up_to ?? '' };
    setEdits(next);
    setPasting(false);
    setPasted('');
    setMessage({
      ok: unknown.length === 0,
      text:
        `Вставлено строк: ${found.length}` +
        (unknown.length
          ? `; не распознаны строки ${unknown.join(', ')} (нужны «Товар», «Минимум», «Заказывать до»)`
          : ''),
    });
  }

  const kept = (goodId: number) => rows.find((r) => r.good_id === goodId);

  async function save() {
    const items = [];
    const remove = [];
    for (const [goodId, value] of Object.entries(edits)) {
      const good_id = Number(goodId);
      if (value.min.trim() === '' && value.upTo.trim() === '')
        remove.push({ sales_point_id: salesPointId, good_id });
      else
        items.push({
          sales_point_id: salesPointId,
          good_id,
          min_quantity: asDecimal(value.min || '0'),
          order_up_to: value.upTo.trim() === '' ? null : asDecimal(value.upTo),
          // Pack size and days of cover are kept as the API has them; the grid edits the two levels.
          pack_size: kept(good_id)?.pack_size ?? null,
          days_of_cover: kept(good_id)?.days_of_cover ?? null,
        });
    }
    try {
      const answer = await saveLevels(organizationId, items, remove);
      setEdits({});
      setMessage({ ok: true, text: `Сохранено: ${answer.saved}, удалено: ${answer.removed}` });
      await client.invalidateQueries({ queryKey: [LEVELS_KEY] });
      await client.invalidateQueries({ queryKey: [SUGGESTIONS_KEY] });
    } catch (failure) {
      const detail =
        failure instanceof HttpError ? [failure.message, ...Object.values(failure.fields)].join('. ') : '';
      setMessage({ ok: false, text: detail || 'Не удалось сохранить уровни запаса' });
    }
  }

  if (levels.isPending) return <Typography>Загрузка…</Typography>;
  const changed = Object.keys(edits).length;
  return (
    <Stack gap={2}>
      <Stack direction="row" flexWrap="wrap" gap={1} alignItems="center">
        <TextField
          select
          size="small"
          label="Категория"
          value={category}
          onChange={(e) => setCategory(e.target.value)}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">Все категории</MenuItem>
          {categories.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Минимум"
          value={bulk.min}
          onChange={(e) => setBulk({ ...bulk, min: e.target.value })}
          sx={{ width: 110 }}
        />
        <TextField
          size="small"
          label="Заказывать до"
          value={bulk.upTo}
          onChange={(e) => setBulk({ ...bulk, upTo: e.target.value })}
          sx={{ width: 130 }}
        />
        <Button variant="outlined" onClick={fillCategory} disabled={bulk.min === ''}>
          Заполнить {category ? 'категорию' : 'все'}
        </Button>
        <Button variant="outlined" onClick={() => setPasting(true)}>
          Вставить из Excel
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={changed === 0}>
          Сохранить{changed ? ` (${changed})` : ''}
        </Button>
      </Stack>
      {message && (
        <Alert severity={message.ok ? 'success' : 'error'} onClose={() => setMessage(null)}>
          {message.text}
        </Alert>
      )}
      <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />} data-testid="par-levels">
        {shown.map((row) => {
          const value = shownEdit(row);
          return (
            <Stack
              key={row.good_id}
              direction="row"
              flexWrap="wrap"
              gap={1}
              alignItems="center"
              sx={{ py: 1 }}
              data-testid="par-level-row"
            >
              <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
                <Typography>{row.good_name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {row.supplier_name ?? 'Свой товар'} · остаток {formatQuantity(row.stock_quantity)}{' '}
                  {row.measure} · расход {formatQuantity(row.daily_usage)} в день
                </Typography>
              </Box>
              <TextField
                size="small"
                label="Минимум"
                value={value.min}
                onChange={(e) => edit(row.good_id, { min: e.target.value }, row)}
                sx={{ width: 110 }}
                slotProps={{
                  htmlInput: { inputMode: 'decimal', 'aria-label': `Минимум «${row.good_name}»` },
                }}
              />
              <TextField
                size="small"
                label="Заказывать до"
                value={value.upTo}
                onChange={(e) => edit(row.good_id, { upTo: e.target.value }, row)}
                sx={{ width: 130 }}
                slotProps={{
                  htmlInput: { inputMode: 'decimal', 'aria-label': `Заказывать до «${row.good_name}»` },
                }}
              />
            </Stack>
          );
        })}
      </Stack>
      <Dialog open={pasting} onClose={() => setPasting(false)} fullWidth maxWidth="sm">
        <DialogTitle>Вставить из Excel</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 1 }}>
            Скопируйте из таблицы три столбца: «Товар», «Минимум», «Заказывать до».
          </Typography>
          <TextField
            multiline
            minRows={6}
            fullWidth
            value={pasted}
            onChange={(e) => setPasted(e.target.value)}
            label="Строки из Excel"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPasting(false)}>Отмена</Button>
          <Button variant="contained" onClick={applyPaste} disabled={pasted.trim() === ''}>
            Вставить
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
