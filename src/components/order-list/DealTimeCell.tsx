import { Box } from '@mui/material';
import { dealTimeParts } from '@/i18n/deal-time';

const cell = {
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  height: '100%',
  lineHeight: 1.3,
} as const;

/**
 * An order's time on its sales point's clock; the zone («МСК») on a second line when the viewer's
 * differs, so the column keeps the width of «30.11.2026 14:05».
 */
export function DealTimeCell({ value, zone }: { value: string | null; zone: string }) {
  const parts = dealTimeParts(value, zone);
  if (!parts) return '—';
  return (
    <Box sx={cell}>
      <span>{parts.text}</span>
      {parts.label && (
        <Box component="span" data-zone sx={{ typography: 'caption', color: 'text.secondary' }}>
          {parts.label}
        </Box>
      )}
    </Box>
  );
}
