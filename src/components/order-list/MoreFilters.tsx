import FilterList from '@mui/icons-material/FilterList';
import { Button, Popover, Stack } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';

const fullWidth = { '& > *': { width: '100%' } } as const;

/**
 * «Фильтры»: the filters used less often, in a popover beside the filter row; the button counts
 * those of them that are set, so a hidden filter never narrows the list unnoticed. `inline` (the
 * phone) opens them under the row instead, the cards staying in reach below.
 */
export function MoreFilters({
  active,
  inline = false,
  children,
}: {
  active: number;
  inline?: boolean;
  children: ReactNode;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = Boolean(anchor);
  const id = useId();
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FilterList />}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={(e) => setAnchor(open && inline ? null : e.currentTarget)}
        sx={{ flexShrink: 0, minHeight: inline ? 44 : 40, whiteSpace: 'nowrap' }}
      >
        {active > 0 ? `Фильтры (${active})` : 'Фильтры'}
      </Button>
      {inline ? (
        open && (
          <Stack id={id} spacing={2} sx={{ ...fullWidth, flexBasis: '100%' }}>
            {children}
          </Stack>
        )
      ) : (
        <Popover
          open={open}
          anchorEl={anchor}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
          slotProps={{ paper: { id, sx: { p: 2, width: 340, maxWidth: 'calc(100vw - 32px)' } } }}
        >
          <Stack spacing={2} sx={fullWidth}>
            {children}
          </Stack>
        </Popover>
      )}
    </>
  );
}
