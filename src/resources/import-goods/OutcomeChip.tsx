import { type ImportOutcome, OUTCOME_LABELS } from '@contract/import-goods';
import { Chip } from '@mui/material';
import { formatCount } from '@/i18n/format';

const COLORS: Record<ImportOutcome, 'success' | 'info' | 'default' | 'error'> = {
  new: 'success',
  update: 'info',
  unchanged: 'default',
  error: 'error',
};

export function OutcomeChip({ outcome, count }: { outcome: ImportOutcome; count?: number }) {
  const label =
    count === undefined ? OUTCOME_LABELS[outcome] : `${OUTCOME_LABELS[outcome]}: ${formatCount(count)}`;
  return (
    <Chip size="small" color={COLORS[outcome]} label={label} variant={count === 0 ? 'outlined' : 'filled'} />
  );
}
