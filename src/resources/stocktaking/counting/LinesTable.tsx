import type { StocktakingLine } from '@contract/stocktaking';
import {
  Box,
  InputBase,
  Skeleton,
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
import { formatMoney, formatQuantity, quantityInputValue } from '@/i18n/format';
import { isNonZero, variance, varianceAmount } from '../decimal';

export const ROW_HEIGHT = 44;
/** On a phone a row is two lines of name over the figures, with a 44 px fact field. */
const COMPACT_ROW_HEIGHT = 60;

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

const cell = {
  py: 0,
  height: ROW_HEIGHT,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
} as const;

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
      }}
    >
      <Table
        size="small"
        stickyHeader
        sx={{ tableLayout: 'fixed', minWidth: compact ? 0 : 900 }}
        aria-label="Строки инвентаризации"
      >
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

/** A phone's name cell: up to two lines, the figures beside it. */
const compactName = { py: 0, px: 0.5, height: COMPACT_ROW_HEIGHT } as const;
const twoLines = {
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  lineHeight: 1.25,
} as const;

/** The live balance moved away from the book quantity frozen at the start of counting. */
const moved = (line: StocktakingLine) =>
  line.current_quantity !== null &&
  line.book_quantity !== null &&
  Number(line.current_quantity) !== Number(line.book_quantity);

/** A row whose line is still on its way: the same height, so the scroll never jumps. */
function PendingRow({ index, span }: { index: number; span: number }) {
  return (
    <TableRow data-row-index={index} aria-busy="true">
      <TableCell sx={cell} colSpan={span}>
        <Skeleton variant="text" width="60%" />
      </TableCell>
    </TableRow>
  );
}

interface RowProps {
  index: number;
  line: StocktakingLine;
  draft: string | undefined;
  bookHidden: boolean;
  editable: boolean;
  highlighted: boolean;
  onFactInput(line: StocktakingLine, text: string): void;
  onEnter(index: number, back: boolean): void;
  compact: boolean;
}

const LineRow = memo(function LineRow({
  index,
  line,
  draft,
  bookHidden,
  editable,
  highlighted,
  onFactInput,
  onEnter,
  compact,
}: RowProps) {
  const text = draft ?? quantityInputValue(line.fact_quantity);
  const fact =
    draft === undefined ? line.fact_quantity : draft.trim() === '' ? null : draft.replace(',', '.');
  const book = bookHidden ? null : line.book_quantity;
  const diff = variance(fact, book);
  const amount = varianceAmount(diff, line.price);
  const tone =
    diff === null || !isNonZero(diff) ? undefined : diff.startsWith('-') ? 'error.main' : 'success.main';
  return (
    <TableRow
      hover
      selected={highlighted}
      data-row-index={index}
      data-line-id={line.id}
      data-variance={isNonZero(diff) ? 'yes' : 'no'}
    >
      <TableCell sx={compact ? compactName : cell} title={line.good_name}>
        {compact ? <Box sx={twoLines}>{line.good_name}</Box> : line.good_name}
      </TableCell>
      {!compact && (
        <>
          <TableCell sx={{ ...cell, color: 'text.secondary' }}>
            {line.barcodes[0] ?? line.good_code ?? '—'}
          </TableCell>
          <TableCell sx={cell}>{line.measure}</TableCell>
        </>
      )}
      <TableCell sx={cell} align="right">
        {bookHidden ? 'скрыто' : formatQuantity(book)}
        {!bookHidden && moved(line) && (
          <Box component="span" sx={{ display: 'block', fontSize: 11, lineHeight: 1, color: 'warning.dark' }}>
            сейчас {formatQuantity(line.current_quantity)}
          </Box>
        )}
      </TableCell>
      <TableCell sx={cell} align="right">
        {editable ? (
          <InputBase
            value={text}
            inputProps={{
              'data-row': index,
              inputMode: 'decimal',
              'aria-label': `Факт: ${line.good_name}`,
              style: { textAlign: 'right' },
            }}
            sx={{
              width: '100%',
              px: 1,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              fontSize: compact ? 16 : 14,
              minHeight: compact ? 44 : undefined,
            }}
            onChange={(event) => onFactInput(line, event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                event.preventDefault();
                onEnter(index, event.key === 'ArrowUp' || (event.key === 'Enter' && event.shiftKey));
              }
            }}
          />
        ) : (
          formatQuantity(fact)
        )}
      </TableCell>
      <TableCell sx={{ ...cell, color: tone }} align="right" data-testid="variance">
        {diff === null ? '—' : formatQuantity(diff)}
      </TableCell>
      {!compact && (
        <TableCell sx={{ ...cell, color: tone }} align="right">
          {formatMoney(amount)}
        </TableCell>
      )}
    </TableRow>
  );
});
