import type { StocktakingLine } from '@contract/stocktaking';
import { Box, InputBase, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useVirtualizer } from '@tanstack/react-virtual';
import { forwardRef, memo, useCallback, useImperativeHandle, useRef } from 'react';
import { formatMoney, formatQuantity } from '@/i18n/format';
import { isNonZero, variance, varianceAmount } from '../decimal';

export const ROW_HEIGHT = 44;

export interface LinesTableHandle {
  /** Scrolls to the row and puts the cursor into its fact field. */
  focusRow(index: number): void;
  scrollToRow(index: number): void;
}

interface Props {
  lines: StocktakingLine[];
  /** Typed text per line id (what the input shows). */
  drafts: Map<number, string>;
  bookHidden: boolean;
  editable: boolean;
  highlightId: number | null;
  onFactInput(line: StocktakingLine, text: string): void;
}

const COLUMNS = [
  { key: 'name', label: 'Товар', width: 'auto' },
  { key: 'code', label: 'Код / штрихкод', width: 170 },
  { key: 'measure', label: 'Ед.', width: 60 },
  { key: 'book', label: 'По учёту', width: 110, align: 'right' },
  { key: 'fact', label: 'Факт', width: 130, align: 'right' },
  { key: 'variance', label: 'Расхождение', width: 120, align: 'right' },
  { key: 'amount', label: 'Сумма расхождения', width: 160, align: 'right' },
] as const;

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
  const virtualizer = useVirtualizer({
    count: props.lines.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
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
      tryFocus(10);
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
        sx={{ tableLayout: 'fixed', minWidth: 900 }}
        aria-label="Строки инвентаризации"
      >
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell key={c.key} sx={{ width: c.width }} align={'align' in c ? c.align : 'left'}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {top > 0 && <tr style={{ height: top }} />}
          {items.map((item) => {
            const line = props.lines[item.index];
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
              />
            );
          })}
          {bottom > 0 && <tr style={{ height: bottom }} />}
        </TableBody>
      </Table>
    </Box>
  );
});

interface RowProps {
  index: number;
  line: StocktakingLine;
  draft: string | undefined;
  bookHidden: boolean;
  editable: boolean;
  highlighted: boolean;
  onFactInput(line: StocktakingLine, text: string): void;
  onEnter(index: number, back: boolean): void;
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
}: RowProps) {
  const text =
    draft ?? (line.fact_quantity === null ? '' : String(Number(line.fact_quantity)).replace('.', ','));
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
      <TableCell sx={cell} title={line.good_name}>
        {line.good_name}
      </TableCell>
      <TableCell sx={{ ...cell, color: 'text.secondary' }}>
        {line.barcodes[0] ?? line.good_code ?? '—'}
      </TableCell>
      <TableCell sx={cell}>{line.measure}</TableCell>
      <TableCell sx={cell} align="right">
        {bookHidden ? 'скрыто' : formatQuantity(book)}
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
            sx={{ width: '100%', px: 1, border: 1, borderColor: 'divider', borderRadius: 1, fontSize: 14 }}
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
      <TableCell sx={{ ...cell, color: tone }} align="right">
        {formatMoney(amount)}
      </TableCell>
    </TableRow>
  );
});
