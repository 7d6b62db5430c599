import type { StocktakingLine } from '@contract/stocktaking';
import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  type Theme,
  useMediaQuery,
} from '@mui/material';
import { useVirtualizer } from '@tanstack/react-virtual';
import { forwardRef, memo, useCallback, useEffect, useImperativeHandle, useRef } from 'react';
import { COMPACT_ROW_HEIGHT, LineRow, PendingRow, ROW_HEIGHT, ROWS_CLASS, RowStyles } from './LineRow';

export interface LinesTableHandle {
  /** Scrolls to the row and puts the cursor into its fact field. */
  focusRow(index: number): void;
  scrollToRow(index: number): void;
}

interface Props {
  /** Rows in order; a hole is a line whose block has not arrived yet. */
  lines: (StocktakingLine | undefined)[];
  /** Typed text per line id (what the input shows). */
  drafts: Map<number, string>;
  /** Why the server refused a line's fact, per line id. */
  refused: Map<number, string>;
  /** Lines whose fact is on this device only, not yet sent. */
  unsent: Set<number>;
  bookHidden: boolean;
  editable: boolean;
  highlightId: number | null;
  onFactInput(line: StocktakingLine, text: string): void;
  /** The rows shown changed: their lines should be loaded. */
  onRange?(start: number, end: number): void;
}

// `wide`: shown on wider screens only; `narrow`: the width on a phone.
const COLUMNS = [
  { key: 'name', label: 'Товар', width: 'auto', narrow: 'auto' },
  { key: 'code', label: 'Код / штрихкод', width: 170, wide: true },
  { key: 'measure', label: 'Ед.', width: 60, wide: true },
  { key: 'book', label: 'По учёту', width: 110, narrow: 64, align: 'right' },
  { key: 'fact', label: 'Факт', width: 130, narrow: 84, align: 'right' },
  { key: 'variance', label: 'Расхождение', width: 120, narrow: 64, align: 'right' },
  { key: 'amount', label: 'Сумма расхождения', width: 160, wide: true, align: 'right' },
] as const;
const NARROW_COLUMNS = COLUMNS.filter((c) => !('wide' in c));

/** Virtualized lines (TanStack Virtual + MUI table parts): only the visible rows are in the DOM. */
export const LinesTable = forwardRef<LinesTableHandle, Props>(function LinesTable(props, ref) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const rowHeight = compact ? COMPACT_ROW_HEIGHT : ROW_HEIGHT;
  const columns = compact ? NARROW_COLUMNS : COLUMNS;
  const virtualizer = useVirtualizer({
    count: props.lines.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 12,
  });
  const count = props.lines.length;
  const focusRow = useCallback(
    (index: number) => {
      if (index < 0 || index >= count) return;
      virtualizer.scrollToIndex(index, { align: 'auto' });
      const tryFocus = (attempts: number) => {
        const input = scrollRef.current?.querySelector<HTMLInputElement>(`input[data-row="${index}"]`);
        if (input) {
          input.focus();
          input.select();
        } else if (attempts > 0) requestAnimationFrame(() => tryFocus(attempts - 1));
        else scrollRef.current?.querySelector<HTMLElement>(`[data-row-index="${index}"]`)?.scrollIntoView();
      };
      tryFocus(90);
    },
    [virtualizer, count],
  );
  useImperativeHandle(
    ref,
    () => ({
      focusRow,
      scrollToRow: (index: number) => virtualizer.scrollToIndex(index, { align: 'center' }),
    }),
    [focusRow, virtualizer],
  );
  const onEnter = useCallback(
    (index: number, back: boolean) => focusRow(index + (back ? -1 : 1)),
    [focusRow],
  );
  const items = virtualizer.getVirtualItems();
  const firstShown = items[0]?.index ?? 0;
  const lastShown = items.at(-1)?.index ?? 0;
  const { onRange } = props;
  useEffect(() => onRange?.(firstShown, lastShown), [onRange, firstShown, lastShown]);
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  return (
    <Box
      ref={scrollRef}
      data-testid="lines-scroll"
      sx={{
        height: '62vh',
        minHeight: 320,
        overflow: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        // The rows' layout stays inside the list: a scroll frame never lays out the page around it.
        contain: 'content',
      }}
    >
      <RowStyles />
      <Table
        size="small"
        stickyHeader
        className={ROWS_CLASS}
        sx={{ tableLayout: 'fixed', minWidth: compact ? 0 : 900 }}
        aria-label="Строки инвентаризации"
      >
        <LinesHead compact={compact} />
        <TableBody>
          {top > 0 && <tr style={{ height: top }} />}
          {items.map((item) => {
            const line = props.lines[item.index];
            if (!line)
              return <PendingRow key={`pending-${item.index}`} index={item.index} span={columns.length} />;
            return (
              <LineRow
                key={line.id}
                index={item.index}
                line={line}
                draft={props.drafts.get(line.id)}
                refused={props.refused.get(line.id)}
                unsent={props.unsent.has(line.id)}
                bookHidden={props.bookHidden}
                editable={props.editable}
                highlighted={props.highlightId === line.id}
                onFactInput={props.onFactInput}
                onEnter={onEnter}
                compact={compact}
              />
            );
          })}
          {bottom > 0 && <tr style={{ height: bottom }} />}
        </TableBody>
      </Table>
    </Box>
  );
});

/** The column headers: they stay put while the rows scroll, so they render once. */
const LinesHead = memo(function LinesHead({ compact }: { compact: boolean }) {
  const columns = compact ? NARROW_COLUMNS : COLUMNS;
  return (
    <TableHead>
      <TableRow>
        {columns.map((c) => (
          <TableCell
            key={c.key}
            sx={{ width: compact && 'narrow' in c ? c.narrow : c.width, px: compact ? 0.5 : undefined }}
            align={'align' in c ? c.align : 'left'}
          >
            {c.label}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
});
