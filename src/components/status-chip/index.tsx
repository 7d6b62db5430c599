import type { StatusColor } from '@contract/statuses';
import { Chip, type ChipProps } from '@mui/material';

const CHIP_COLOR: Record<StatusColor, ChipProps['color']> = {
  grey: 'default',
  orange: 'warning',
  red: 'error',
  green: 'success',
  blue: 'info',
};

/**
 * A status as a coloured chip; colours come from the status dictionaries of contract/statuses.ts,
 * shades from the theme (src/providers/theme/base.ts: 4.5:1 for the text, filled or outlined).
 */
export function StatusChip({
  label,
  color,
  size = 'small',
  variant = color === 'grey' ? 'outlined' : 'filled',
}: {
  label: string;
  color: StatusColor;
  size?: ChipProps['size'];
  variant?: ChipProps['variant'];
}) {
  return <Chip label={label} color={CHIP_COLOR[color]} size={size} variant={variant} data-color={color} />;
}
