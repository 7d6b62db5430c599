import type { StocktakingLine } from '@contract/stocktaking';
import { alpha, GlobalStyles, lighten, type Theme } from '@mui/material';
import { memo } from 'react';
import { formatMoney, formatQuantity, quantityInputValue } from '@/i18n/format';
import { isNonZero, variance, varianceAmount } from '../decimal';

export const ROW_HEIGHT = 44;
/** On a phone a row is two lines of name over the figures, with a 44 px fact field. */
export const COMPACT_ROW_HEIGHT = 60;

/** The class of the table the rows are in. */
export const ROWS_CLASS = 'stocktaking-lines';

/**
 * The rows' look, set once for the page: a row is plain table elements with class names, so
 * mounting the rows that scroll into view costs no style computation (the list stays at 60 fps).
 * It matches MUI's small table cells and InputBase.
 */
export const RowStyles = memo(function RowStyles() {
  return <GlobalStyles styles={(theme) => ({ [`.${ROWS_CLASS}`]: rowStyles(theme as Theme) })} />;
});

const rowStyles = (theme: Theme) => {
  const { palette } = theme;
  const selected = alpha(palette.primary.main, palette.action.selectedOpacity);
  return {
    '& td.lc': {
      ...theme.typography.body2,
      height: ROW_HEIGHT,
      padding: '0 16px',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      verticalAlign: 'middle',
      color: palette.text.primary,
      borderBottom: `1px solid ${lighten(alpha(palette.divider, 1), 0.88)}`,
    },
    '& td.lc-right': { textAlign: 'right' },
    '& td.lc-muted': { color: palette.text.secondary },
    '& td.lc-minus': { color: palette.error.main },
    '& td.lc-plus': { color: palette.success.main },
    '& td.lc-name-compact': { height: COMPACT_ROW_HEIGHT, padding: '0 4px', whiteSpace: 'normal' },
    '& .lc-two-lines': {
      overflow: 'hidden',
      display: '-webkit-box',
      WebkitLineClamp: 2,
      WebkitBoxOrient: 'vertical',
      lineHeight: 1.25,
    },
    '& .lc-now': { display: 'block', fontSize: 11, lineHeight: 1, color: palette.warning.dark },
    '& tr.lc-row:hover': { backgroundColor: palette.action.hover },
    '& tr.lc-row[data-selected="true"]': { backgroundColor: selected },
    '& tr.lc-row[data-selected="true"]:hover': {
      backgroundColor: alpha(
        palette.primary.main,
        palette.action.selectedOpacity + palette.action.hoverOpacity,
      ),
    },
    '& input.lc-fact': {
      font: 'inherit',
      fontSize: 14,
      width: '100%',
      boxSizing: 'border-box',
      padding: '4px 8px 5px',
      textAlign: 'right',
      color: palette.text.primary,
      background: 'transparent',
      border: `1px solid ${palette.divider}`,
      borderRadius: theme.shape.borderRadius,
      outline: 0,
    },
    '& input.lc-fact:focus': {
      borderColor: palette.primary.main,
      boxShadow: `0 0 0 1px ${palette.primary.main}`,
    },
    '& input.lc-fact-compact': { fontSize: 16, minHeight: 44 },
    '& input.lc-fact[aria-invalid="true"]': {
      borderColor: palette.error.main,
      boxShadow: `0 0 0 1px ${palette.error.main}`,
    },
    // The reason under a refused fact, one line; the whole text is its title and the field's description.
    '& .lc-refused': {
      display: 'block',
      fontSize: 11,
      lineHeight: 1.1,
      color: palette.error.main,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      textAlign: 'left',
    },
    '& .lc-unsent': {
      display: 'block',
      fontSize: 11,
      lineHeight: 1.1,
      color: palette.warning.dark,
      textAlign: 'left',
    },
    '& .lc-pending': {
      display: 'block',
      width: '60%',
      height: '0.8em',
      borderRadius: 4,
      backgroundColor: alpha(palette.text.primary, 0.11),
    },
  };
};

/** The live balance moved away from the book quantity frozen at the start of counting. */
const moved = (line: StocktakingLine) =>
  line.current_quantity !== null &&
  line.book_quantity !== null &&
  Number(line.current_quantity) !== Number(line.book_quantity);

/** A row whose line is still on its way: the same height, so the scroll never jumps. */
export const PendingRow = memo(function PendingRow({ index, span }: { index: number; span: number }) {
  return (
    <tr className="lc-row" data-row-index={index} aria-busy="true">
      <td className="lc" colSpan={span}>
        <span className="lc-pending" />
      </td>
    </tr>
  );
});

interface RowProps {
  index: number;
  line: StocktakingLine;
  draft: string | undefined;
  /** The server's reason for not saving the typed fact. */
  refused: string | undefined;
  /** The typed fact is on this device only. */
  unsent: boolean;
  bookHidden: boolean;
  editable: boolean;
  highlighted: boolean;
  onFactInput(line: StocktakingLine, text: string): void;
  onEnter(index: number, back: boolean): void;
  compact: boolean;
}

/** One line: name, code, measure, book quantity, the fact field, the variance and its amount. */
export const LineRow = memo(function LineRow({
  index,
  line,
  draft,
  refused,
  unsent,
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
  const tone = diff === null || !isNonZero(diff) ? '' : diff.startsWith('-') ? ' lc-minus' : ' lc-plus';
  return (
    <tr
      className="lc-row"
      data-selected={highlighted || undefined}
      data-row-index={index}
      data-line-id={line.id}
      data-variance={isNonZero(diff) ? 'yes' : 'no'}
    >
      <td className={compact ? 'lc lc-name-compact' : 'lc'} title={line.good_name}>
        {compact ? <span className="lc-two-lines">{line.good_name}</span> : line.good_name}
      </td>
      {!compact && (
        <>
          <td className="lc lc-muted">{line.barcodes[0] ?? line.good_code ?? '—'}</td>
          <td className="lc">{line.measure}</td>
        </>
      )}
      <td className="lc lc-right">
        {bookHidden ? 'скрыто' : formatQuantity(book)}
        {!bookHidden && moved(line) && (
          <span className="lc-now">сейчас {formatQuantity(line.current_quantity)}</span>
        )}
      </td>
      <td className="lc lc-right">
        {editable ? (
          <>
            <input
              className={compact ? 'lc-fact lc-fact-compact' : 'lc-fact'}
              value={text}
              aria-invalid={refused !== undefined || undefined}
              aria-describedby={refused === undefined ? undefined : `refused-${line.id}`}
              title={refused}
              data-row={index}
              inputMode="decimal"
              aria-label={`Факт: ${line.good_name}`}
              onChange={(event) => onFactInput(line, event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                  event.preventDefault();
                  onEnter(index, event.key === 'ArrowUp' || (event.key === 'Enter' && event.shiftKey));
                }
              }}
            />
            {refused !== undefined && (
              <span className="lc-refused" id={`refused-${line.id}`} data-testid="refused-reason">
                {refused}
              </span>
            )}
            {refused === undefined && unsent && (
              <span className="lc-unsent" data-testid="unsent-mark">
                Не отправлено
              </span>
            )}
          </>
        ) : (
          formatQuantity(fact)
        )}
      </td>
      <td className={`lc lc-right${tone}`} data-testid="variance">
        {diff === null ? '—' : formatQuantity(diff)}
      </td>
      {!compact && <td className={`lc lc-right${tone}`}>{formatMoney(amount)}</td>}
    </tr>
  );
});
