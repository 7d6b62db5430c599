import type { StatusColor } from '@contract/statuses';
import { Chip, type ChipProps } from '@mui/material';

const CHIP_COLOR: Record<StatusColor, ChipProps['color']> = {
  grey: 'default',
  orange: 'warning',
  red: 'error',
  green: 'success',
  blue: 'info',
};

/** A status as a coloured chip; colours come from the status dictionaries of contract/statuses.ts. */
export function StatusChip({
  label,
  color,
  size = 'small',
}: {
  label: string;
  color: StatusColor;
  size?: ChipProps['size'];
}) {
  return (
    <Chip
      label={label}
      color={CHIP_COLOR[color]}
      size={size}
      variant={color === 'grey' ? 'outlined' : 'filled'}
      data-color={color}
    />
  );
}
