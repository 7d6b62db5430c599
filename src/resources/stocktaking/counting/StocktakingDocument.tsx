import { STOCKTAKING_STATUSES } from '@contract/statuses';
import type { StocktakingDoc, StocktakingLine } from '@contract/stocktaking';
import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
import {
  Alert,
  Button,
  Chip,
  FormControlLabel,
  InputAdornment,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DocumentDrawer } from '@/components/document-drawer';
import { usePageTitle } from '@/components/layout/use-page-title';
import { StatusChip } from '@/components/status-chip';
import { formatDate } from '@/i18n/format';
import { HttpError } from '@/providers/http';
import { stocktakingApi } from '../api';
import { isNonZero, parseFact, variance } from '../decimal';
import { LinesTable, type LinesTableHandle } from './LinesTable';
import { SaveIndicator } from './SaveIndicator';
import { StatusButtons } from './StatusButtons';
import { TotalsBar } from './TotalsBar';
import { useFactSaver } from './use-fact-saver';
import { findLine } from './use-search';

const errorText = (error: unknown) =>
  error instanceof HttpError
    ? error.detail
    : error instanceof Error
      ? error.message
      : 'Не удалось выполнить действие';

const EDITABLE = new Set([STOCKTAKING_STATUSES.byKey.draft.id, STOCKTAKING_STATUSES.byKey.counting.id]);

/** The stocktaking document: header, totals, statuses and the virtualized lines; `edit` is the counting screen. */
export function StocktakingDocument({ id, edit }: { id: number; edit: boolean }) {
  const queryClient = useQueryClient();
  const doc = useQuery({ queryKey: ['stocktaking', id], queryFn: () => stocktakingApi.doc(id) });
  const lines = useQuery({ queryKey: ['stocktaking', id, 'lines'], queryFn: () => stocktakingApi.lines(id) });
  usePageTitle(doc.data ? `Инвентаризация № ${doc.data.number}` : 'Инвентаризация');
  if (doc.isError || lines.isError) {
    const error = doc.error ?? lines.error;
    return (
      <Alert severity="error">
        {error instanceof HttpError ? error.detail : 'Не удалось загрузить инвентаризацию'}
      </Alert>
    );
  }
  if (!doc.data || !lines.data) return <Typography color="text.secondary">Загрузка…</Typography>;
  const reload = () => queryClient.invalidateQueries({ queryKey: ['stocktaking', id] });
  // A reload (status change, added lines) brings a new version: the screen starts over from the server.
  return (
    <Loaded
      key={lines.data.version}
      doc={doc.data}
      lines={lines.data.items}
      version={lines.data.version}
      edit={edit}
      reload={reload}
    />
  );
}

function Loaded({
  doc,
  lines,
  version,
  edit,
  reload,
}: {
  doc: StocktakingDoc;
  lines: StocktakingLine[];
  version: number;
  edit: boolean;
  reload(): Promise<unknown>;
}) {
  const editable = edit && EDITABLE.has(doc.status_id);
  const [totals, setTotals] = useState(doc.totals);
  useEffect(() => setTotals(doc.totals), [doc.totals]);
  const saver = useFactSaver(doc.id, version, setTotals);
  const [drafts, setDrafts] = useState(() => new Map<number, string>());
  const [onlyVariance, setOnlyVariance] = useState(false);
  const [search, setSearch] = useState('');
  const [highlightId, setHighlightId] = useState<number | null>(null);
  const [message, setMessage] = useState<{ severity: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [drawer, setDrawer] = useState(false);
  const table = useRef<LinesTableHandle>(null);
  const draftsRef = useRef(drafts);
  draftsRef.current = drafts;

  const visible = useMemo(() => {
    if (!onlyVariance) return lines;
    const current = draftsRef.current;
    return lines.filter((l) => {
      const typed = current.get(l.id);
      const fact = typed === undefined ? l.fact_quantity : (parseFact(typed) ?? null);
      return isNonZero(variance(fact, l.book_quantity));
    });
  }, [lines, onlyVariance]);

  const onFactInput = useCallback(
    (line: StocktakingLine, text: string) => {
      setDrafts((prev) => new Map(prev).set(line.id, text));
      const fact = parseFact(text);
      if (fact !== undefined) saver.queue(line.id, fact);
    },
    [saver.queue],
  );

  const jump = (query: string, focus: boolean) => {
    const index = findLine(visible, query);
    if (index < 0) return;
    setHighlightId(visible[index].id);
    if (focus) table.current?.focusRow(index);
    else table.current?.scrollToRow(index);
  };

  const changeStatus = async (statusId: number) => {
    setBusy(true);
    setMessage(null);
    try {
      if (!(await saver.saveNow()))
        throw new Error('Не все изменения сохранены — повторите, когда появится связь');
      await stocktakingApi.setStatus(doc.id, statusId);
      setMessage({
        severity: 'success',
        text: `Статус: «${STOCKTAKING_STATUSES.byId.get(statusId)?.label}»`,
      });
      await reload();
    } catch (error) {
      setMessage({ severity: 'error', text: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  const addLines = async (body: { category_id?: number; all_goods?: boolean }) => {
    setBusy(true);
    try {
      await saver.saveNow();
      const result = await stocktakingApi.addLines(doc.id, body);
      setMessage({ severity: 'success', text: `Добавлено строк: ${result.added}` });
      setDrawer(false);
      await reload();
    } catch (error) {
      setMessage({
        severity: 'error',
        text: error instanceof HttpError ? error.detail : 'Не удалось добавить товары',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography variant="h4" component="h1">
          Инвентаризация № {doc.number} от {formatDate(doc.date)}
        </Typography>
        <StatusChip
          label={doc.status.label}
          color={doc.status.color as Parameters<typeof StatusChip>[0]['color']}
        />
        {doc.blind_count && <Chip label="Слепой подсчёт" variant="outlined" size="small" />}
        {edit && <SaveIndicator state={saver.state} />}
      </Stack>
      <Typography color="text.secondary">
        {doc.sales_point_name}
        {doc.comment ? ` · ${doc.comment}` : ''}
      </Typography>
      {saver.state.kind === 'failed' && (
        <Alert severity="error" action={<Button onClick={() => window.location.reload()}>Обновить</Button>}>
          {saver.state.detail}
        </Alert>
      )}
      {message && (
        <Alert severity={message.severity} onClose={() => setMessage(null)}>
          {message.text}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <TotalsBar totals={totals} />
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap alignItems="center">
            <StatusButtons
              currentStatus={doc.status.status as Parameters<typeof StatusButtons>[0]['currentStatus']}
              nextStatusIds={doc.next_status_ids}
              busy={busy}
              onChange={changeStatus}
            />
            {!edit && EDITABLE.has(doc.status_id) && (
              <Button component={RouterLink} to={`/documents/stocktaking/${doc.id}/edit`} variant="outlined">
                Перейти к подсчёту
              </Button>
            )}
          </Stack>
        </Stack>
      </Paper>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <TextField
          size="small"
          label="Поиск по названию или штрихкоду"
          value={search}
          sx={{ minWidth: 320 }}
          onChange={(event) => {
            setSearch(event.target.value);
            jump(event.target.value, false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              jump(search, true);
            }
          }}
          InputProps={{
            startAdornment: (
              <InputAdornment position="start">
                <Search />
              </InputAdornment>
            ),
          }}
        />
        <FormControlLabel
          control={
            <Switch checked={onlyVariance} onChange={(event) => setOnlyVariance(event.target.checked)} />
          }
          label="Только с расхождениями"
          disabled={doc.book_hidden}
        />
        {editable && (
          <Button startIcon={<Add />} onClick={() => setDrawer(true)}>
            Добавить товары
          </Button>
        )}
      </Stack>
      {lines.length === 0 ? (
        <Alert severity="info">
          В документе пока нет строк. {editable ? 'Добавьте товары по категориям.' : ''}
        </Alert>
      ) : (
        <LinesTable
          ref={table}
          lines={visible}
          drafts={drafts}
          bookHidden={doc.book_hidden}
          editable={editable}
          highlightId={highlightId}
          onFactInput={onFactInput}
        />
      )}
      {editable && (
        <DocumentDrawer
          open={drawer}
          organizationId={doc.organization_id}
          busy={busy}
          onClose={() => setDrawer(false)}
          onPickCategory={(category) => void addLines({ category_id: category.id })}
          onPickAll={() => void addLines({ all_goods: true })}
        />
      )}
    </Stack>
  );
}
