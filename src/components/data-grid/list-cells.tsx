import { Box } from '@mui/material';
import type { GridColDef, GridRenderCellParams, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import type { ListColumn } from './fit-columns';

const clamp = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    whiteSpace: 'normal',
    wordBreak: 'break-word',
    lineHeight: 1.3,
  }) as const;

const textOf = (params: GridRenderCellParams) => String(params.formattedValue ?? params.value ?? '');

/** «Артикул: 123 · Ед. изм.: кг»: the hidden columns' values of the row, by their headers. */
function hiddenValues<R extends GridValidRowModel>(params: GridRenderCellParams<R>, hidden: GridColDef<R>[]) {
  return hidden
    .map((column) => {
      const value = params.api.getRowFormattedValue(params.row, column);
      const text = value === null || value === undefined ? '' : String(value).trim();
      return text && text !== '—' ? `${column.headerName ?? column.field}: ${text}` : '';
    })
    .filter(Boolean)
    .join(' · ');
}

/**
 * The column as the grid gets it: `wrap` text on two lines, the `summary` column with a second line
 * of the hidden columns. Columns with their own cell keep it (a summary line still goes under it).
 */
export function gridColumn<R extends GridValidRowModel>(
  column: ListColumn<R>,
  hidden: GridColDef<R>[],
): GridColDef<R> {
  const { optional: _optional, wrap, summary, ...plain } = column;
  const withSummary = summary && hidden.length > 0;
  if (!withSummary && (!wrap || plain.renderCell)) return plain;
  const own = plain.renderCell;
  return {
    ...plain,
    renderCell: (params) => {
      const main: ReactNode = own ? (
        own(params)
      ) : (
        <Box component="span" title={textOf(params)} sx={clamp(wrap && !withSummary ? 2 : 1)}>
          {textOf(params)}
        </Box>
      );
      if (!withSummary) return main;
      const more = hiddenValues(params, hidden);
      return (
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            height: '100%',
            minWidth: 0,
          }}
        >
          {main}
          {more && (
            <Box
              component="span"
              data-summary
              title={more}
              sx={{ ...clamp(1), typography: 'caption', color: 'text.secondary' }}
            >
              {more}
            </Box>
          )}
        </Box>
      );
    },
  };
}
