import {
  DataGrid,
  type DataGridProps,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  type GridColumnVisibilityModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { columnsToHide, type ListColumn } from './fit-columns';
import { gridColumn } from './list-cells';
import { listStateLabel } from './list-state';
import { gridLocaleText } from './locale';

export type ListGridProps<R extends GridValidRowModel> = Omit<DataGridProps<R>, 'columns'> & {
  columns: readonly ListColumn<R>[];
  /** What the grid says when the list is empty. */
  emptyLabel: string;
  /** The list's load failure: the grid then says so instead of `emptyLabel` (listStateLabel). */
  loadError?: unknown;
  /** A click on a row opens it (its card, a dialog); the rows then show the pointer. */
  onOpen?: (row: R) => void;
  /** The columns the user hid, held by the page (a saved view keeps them); the grid's own otherwise. */
  hiddenColumns?: readonly string[];
  onHiddenColumnsChange?: (fields: string[]) => void;
};

/**
 * The last header's resize handle and hidden menu button stick out past the grid's edge, so even
 * columns that fit scroll sideways by 5–23 px. MUI X clips them only once the grid scrolls anyway.
 */
const lastHeaderInside = { '& .MuiDataGrid-columnHeader--last': { overflow: 'hidden' } } as const;
const clickableRows = { '& .MuiDataGrid-row': { cursor: 'pointer' } } as const;

/** The grid's inner width, followed as the window, the side menu or a side panel change it. */
function useWidth(): [(element: HTMLDivElement | null) => void, number | null] {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, width];
}

/**
 * The app's DataGrid for lists: columns never make the grid wider than its area. While they do not
 * fit, `optional` columns step aside (lowest rank first) and come back when there is room; what
 * the user shows or hides in the column menu holds. The `summary` column names what they hold
 * under its text; `wrap` columns show long names on two lines. Its height follows its rows; its
 * texts are Russian (`localeText` overrides some of them).
 */
export function ListGrid<R extends GridValidRowModel>({
  columns,
  columnVisibilityModel,
  onColumnVisibilityModelChange,
  sx,
  emptyLabel,
  loadError,
  localeText,
  onOpen,
  hiddenColumns,
  onHiddenColumnsChange,
  ...props
}: ListGridProps<R>) {
  const [ref, width] = useWidth();
  // Columns the user hid in the column menu. Only hiding is theirs: a column hidden for room comes
  // back when there is room (its value is in the summary column meanwhile).
  const [ownHidden, setOwnHidden] = useState<ReadonlySet<string>>(new Set());
  const held = useMemo(() => (hiddenColumns ? new Set(hiddenColumns) : null), [hiddenColumns]);
  const userHidden = held ?? ownHidden;
  const picked = useMemo<GridColumnVisibilityModel>(
    () => ({ ...columnVisibilityModel, ...Object.fromEntries([...userHidden].map((f) => [f, false])) }),
    [columnVisibilityModel, userHidden],
  );
  const extra = props.checkboxSelection ? (GRID_CHECKBOX_SELECTION_COL_DEF.width ?? 50) : 0;
  const model = useMemo<GridColumnVisibilityModel>(() => {
    const hidden = width === null ? [] : columnsToHide(columns as ListColumn[], width - extra, picked);
    return { ...picked, ...Object.fromEntries(hidden.map((field) => [field, false])) };
  }, [columns, width, extra, picked]);
  const hiddenKey = columns
    .filter((c) => model[c.field] === false)
    .map((c) => c.field)
    .join();
  // Rebuilt when other columns hide, not on every pixel of a resize.
  const gridColumns = useMemo(() => {
    const fields = new Set(hiddenKey.split(','));
    const hidden = columns.filter((c) => fields.has(c.field) && !userHidden.has(c.field));
    return columns.map((column) => gridColumn(column, hidden));
  }, [columns, hiddenKey, userHidden]);
  // The grid also reports its own re-syncs: compare with the newest model, not a render's copy.
  const latest = useRef(model);
  latest.current = model;
  const onChange = useCallback<NonNullable<DataGridProps<R>['onColumnVisibilityModelChange']>>(
    (next, details) => {
      const hide = (before: ReadonlySet<string>) => {
        const after = new Set(before);
        for (const { field } of columns) {
          const shown = next[field] !== false;
          if (!shown && latest.current[field] !== false) after.add(field);
          if (shown) after.delete(field);
        }
        return after;
      };
      if (held && onHiddenColumnsChange) onHiddenColumnsChange([...hide(held)]);
      else setOwnHidden(hide);
      onColumnVisibilityModelChange?.(next, details);
    },
    [columns, onColumnVisibilityModelChange, held, onHiddenColumnsChange],
  );
  return (
    <DataGrid
      ref={ref}
      autoHeight
      {...props}
      onRowClick={onOpen ? ({ row }) => onOpen(row) : props.onRowClick}
      localeText={gridLocaleText({ noRowsLabel: listStateLabel(loadError, emptyLabel), ...localeText })}
      columns={gridColumns}
      columnVisibilityModel={model}
      onColumnVisibilityModelChange={onChange}
      sx={[lastHeaderInside, Boolean(onOpen) && clickableRows, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
