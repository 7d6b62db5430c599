import type { WriteOffLine } from '@contract/write-off';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import { Card, CardContent, IconButton, Stack, Typography } from '@mui/material';
import { formatMoney, formatQuantity } from '@/i18n/format';

const money = (value: string | null) => (value === null ? '—' : formatMoney(value));

interface Props {
  lines: readonly WriteOffLine[];
  loading: boolean;
  /** Given in a draft being edited: the line's «Изменить» and «Удалить». */
  onEdit?(line: WriteOffLine): void;
  onDelete?(line: WriteOffLine): void;
}

/** One line as a card: the good, quantity with its unit, reason, comment, price and sum, actions. */
function LineCard({ line, onEdit, onDelete }: { line: WriteOffLine } & Pick<Props, 'onEdit' | 'onDelete'>) {
  return (
    <Card variant="outlined" component="article" aria-label={line.good_name} data-testid="write-off-line">
      <CardContent sx={{ pb: 1, '&:last-child': { pb: 1 } }}>
        <Typography fontWeight={600} sx={{ overflowWrap: 'anywhere' }}>
          {line.good_name}
        </Typography>
        <Stack
          direction="row"
          justifyContent="space-between"
          alignItems="baseline"
          spacing={1}
          sx={{ mt: 0.5 }}
        >
          <Typography data-testid="write-off-line-quantity">
            {formatQuantity(line.quantity)} {line.measure}
          </Typography>
          <Typography fontWeight={600}>{money(line.amount)}</Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          Цена {money(line.price)} · {line.reason_name}
        </Typography>
        {line.comment && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {line.comment}
          </Typography>
        )}
        {onEdit && onDelete && (
          <Stack direction="row" justifyContent="flex-end" spacing={1}>
            <IconButton
              aria-label="Изменить строку"
              onClick={() => onEdit(line)}
              sx={{ width: 44, height: 44 }}
            >
              <Edit fontSize="small" />
            </IconButton>
            <IconButton
              aria-label="Удалить строку"
              onClick={() => onDelete(line)}
              sx={{ width: 44, height: 44 }}
            >
              <Delete fontSize="small" />
            </IconButton>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

/** The lines of a write-off on a phone: cards instead of the grid's columns. */
export function WriteOffLineCards({ lines, loading, onEdit, onDelete }: Props) {
  if (!loading && lines.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
        Строк пока нет
      </Typography>
    );
  return (
    <Stack spacing={1}>
      {lines.map((line) => (
        <LineCard key={line.id} line={line} onEdit={onEdit} onDelete={onDelete} />
      ))}
    </Stack>
  );
}
