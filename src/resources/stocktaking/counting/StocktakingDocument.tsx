import { STOCKTAKING_STATUSES } from '@contract/statuses';
import type { StocktakingDoc, StocktakingLine } from '@contract/stocktaking';
import { Alert, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DocumentDrawer } from '@/components/document-drawer';
import { DocumentFileButtons } from '@/components/document-files';
import { usePageTitle } from '@/components/layout/use-page-title';
import { useCanIn } from '@/components/permissions/use-can-in';
import { type KeyState, UnsavedChip } from '@/components/save-queue';
import { StatusChip } from '@/components/status-chip';
import { formatDealTime } from '@/i18n/deal-time';
import { formatDate, quantityInputValue } from '@/i18n/format';
import { HttpError } from '@/providers/http';
import { stocktakingApi } from '../api';
import { isNonZero, parseFact, variance } from '../decimal';
import { FRESH_MS, peekEarly, takeEarly } from '../early-load';
import { ConflictList } from '../offline/ConflictList';
import { emptyOutbox, type KeptOutbox, keptDocument, keptLines, loadOutbox } from '../offline/kept-store';
import { OfflineBar } from '../offline/OfflineBar';
import { orKept } from '../offline/or-kept';
import { useKeptDocument } from '../offline/use-kept-document';
import { useOnline } from '../offline/use-online';
import { useUnknownCodes } from '../offline/use-unknown-codes';
import { FIRST_PAGE } from './first-page';
import { LinesTable, type LinesTableHandle } from './LinesTable';
import { LinesToolbar } from './LinesToolbar';
import { StatusButtons } from './StatusButtons';
import { TotalsBar } from './TotalsBar';
import { type Notice, unknownCodeNotice } from './unknown-code';
import { useFactSaver } from './use-fact-saver';
import { type LineSlots, useLinePages } from './use-line-pages';
import { findLine } from './use-search';

const errorText = (error: unknown) =>
  error instanceof HttpError
    ? error.detail
    : error instanceof Error
      ? error.message
      : 'Не удалось выполнить действие';

type FirstLines = Awaited<ReturnType<typeof stocktakingApi.lines>>;

const EDITABLE = new Set([STOCKTAKING_STATUSES.byKey.draft.id, STOCKTAKING_STATUSES.byKey.counting.id]);

/** The stocktaking document: header, totals, statuses and the virtualized lines; `edit` is the counting screen. */
export function StocktakingDocument({ id, edit }: { id: number; edit: boolean }) {
  const queryClient = useQueryClient();
  // Answers that came while the app loaded make the first render the document's (early-load).
  const [early] = useState(() => ({
    doc: peekEarly<StocktakingDoc>(`doc:${id}`),
    lines: peekEarly<FirstLines>(`lines:${id}`),
  }));
  // Without a network the document and its lines come from the device (kept when last opened).
  const doc = useQuery({
    queryKey: ['stocktaking', id],
    queryFn: () =>
      orKept(
        () => takeEarly(`doc:${id}`, () => stocktakingApi.doc(id)),
        () => keptDocument(id),
      ),
    networkMode: 'always',
    initialData: early.doc?.data,
    initialDataUpdatedAt: early.doc?.at,
    staleTime: early.doc ? FRESH_MS : 0,
  });
  // The first screen of lines only: the rest loads by blocks as the list scrolls (use-line-pages).
  const lines = useQuery({
    queryKey: ['stocktaking', id, 'lines'],
    queryFn: () =>
      orKept<FirstLines & { fromDevice?: boolean }>(
        () => takeEarly(`lines:${id}`, () => stocktakingApi.lines(id, 0, FIRST_PAGE)),
        async () => {
          const kept = await keptLines(id);
          return kept && { ...kept, fromDevice: true };
        },
      ),
    networkMode: 'always',
    initialData: early.lines?.data,
    initialDataUpdatedAt: early.lines?.at,
    staleTime: early.lines ? FRESH_MS : 0,
  });
  // What this device has not sent yet of the document (facts, conflicts, unknown codes).
  const outbox = useQuery({
    queryKey: ['stocktaking', id, 'outbox'],
    queryFn: () => loadOutbox(id).catch(() => emptyOutbox(id)),
    enabled: edit,
    networkMode: 'always',
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  usePageTitle(doc.data ? `Инвентаризация № ${doc.data.number}` : 'Инвентаризация');
  if (doc.isError || lines.isError) {
    const error = doc.error ?? lines.error;
    return (
      <Alert severity="error">
        {error instanceof HttpError ? error.detail : 'Не удалось загрузить инвентаризацию'}
      </Alert>
    );
  }
  if (!doc.data || !lines.data || (edit && !outbox.data))
    return <Typography color="text.secondary">Загрузка…</Typography>;
  const reload = () => queryClient.invalidateQueries({ queryKey: ['stocktaking', id] });
  // A reload (status change, added lines) brings a new version: the screen starts over from the server.
  return (
    <Loaded
      key={lines.data.version}
      doc={doc.data}
      first={lines.data}
      outbox={outbox.data ?? emptyOutbox(id)}
      edit={edit}
      reload={reload}
    />
  );
}

function Loaded({
  doc,
  first,
  outbox,
  edit,
  reload,
}: {
  doc: StocktakingDoc;
  first: { items: StocktakingLine[]; total: number; version: number; fromDevice?: boolean };
  outbox: KeptOutbox;
  edit: boolean;
  reload(): Promise<unknown>;
}) {
  const version = first.version;
  const pages = useLinePages(doc.id, first);
  const lines = pages.lines;
  const editable = edit && EDITABLE.has(doc.status_id);
  const online = useOnline();
  const [totals, setTotals] = useState(doc.totals);
  useEffect(() => setTotals(doc.totals), [doc.totals]);
  const saver = useFactSaver(doc.id, outbox, setTotals, editable);
  const device = useKeptDocument(doc, lines, pages.complete, version, {
    keep: editable,
    countable: EDITABLE.has(doc.status_id),
    fromDevice: first.fromDevice === true,
    saved: saver.saved,
  });
  const nameOf = (lineId: number) =>
    lines.find((l) => l?.id === lineId)?.good_name ?? saver.unsaved.get(lineId)?.label ?? 'строка';
  const unknownCodes = useUnknownCodes(saver.writer, online, (code) => void onCode(code));
  // Facts kept unsaved from an earlier visit (refused, or never sent) show as they were typed.
  const [drafts, setDrafts] = useState(
    () => new Map([...saver.unsaved].map(([lineId, kept]) => [lineId, (kept.value ?? '').replace('.', ',')])),
  );
  const refused = useMemo(
    () =>
      new Map(
        [...saver.unsaved].flatMap(([lineId, kept]) =>
          kept.refused === undefined ? [] : [[lineId, kept.refused] as const],
        ),
      ),
    [saver.unsaved],
  );
  // Facts on the device only: waiting or on their way, not refused.
  const unsent = useMemo(
    () =>
      new Set([...saver.unsaved].flatMap(([lineId, kept]) => (kept.refused === undefined ? [lineId] : []))),
    [saver.unsaved],
  );
  const [onlyVariance, setOnlyVariance] = useState(false);
  const [search, setSearch] = useState('');
  const [highlightId, setHighlightId] = useState<number | null>(null);
  const [message, setMessage] = useState<Notice | null>(null);
  const canAccount = useCanIn(doc.organization_id, 'stocktaking_docs_client_u_accounting');
  const [busy, setBusy] = useState(false);
  const [drawer, setDrawer] = useState(false);
  const table = useRef<LinesTableHandle>(null);
  const draftsRef = useRef(drafts);
  draftsRef.current = drafts;

  const visible = useMemo(
    () => (onlyVariance ? withVariance(lines, draftsRef.current) : lines),
    [lines, onlyVariance],
  );

  const onFactInput = useCallback(
    (line: StocktakingLine, text: string) => {
      setDrafts((prev) => new Map(prev).set(line.id, text));
      const fact = parseFact(text);
      if (fact === undefined)
        saver.queue.reject(
          line.id,
          text,
          `«${line.good_name}»: введите число, например 12,5`,
          line.good_name,
        );
      else saver.set(line, fact);
    },
    [saver.queue, saver.set],
  );

  const jump = async (query: string, focus: boolean) => {
    // Search and scanning look through every line: the blocks not yet here are fetched first.
    const all = pages.complete ? visible : await pages.whenAll();
    const rows = onlyVariance ? withVariance(all, draftsRef.current) : all;
    const index = findLine(rows, query);
    if (index < 0) return false;
    setHighlightId(rows[index]?.id ?? null);
    if (focus) table.current?.focusRow(index);
    else table.current?.scrollToRow(index);
    return true;
  };

  // A scanned code (camera, or a hardware scanner's Enter): the line's fact field, else what is known.
  const onCode = async (code: string) => {
    setSearch(code);
    setMessage(null);
    if (await jump(code, true)) return;
    // Without a network the code is kept and looked up in the catalog once the network is back.
    if (!navigator.onLine) {
      unknownCodes.keep(code);
      setMessage({
        severity: 'info',
        text: `Штрихкода ${code} нет среди строк на устройстве: он сохранён и будет найден в каталоге, когда появится сеть.`,
      });
      return;
    }
    const addGood = editable ? (good: { id: number }) => void addLines({ good_ids: [good.id] }) : null;
    setMessage(
      (await unknownCodeNotice(doc.organization_id, code, addGood)) ?? {
        severity: 'info',
        text: `Ничего не найдено по запросу «${code}»`,
      },
    );
  };

  // «Завершить подсчёт» needs the server to have every fact and no conflict left open (a refused
  // fact is named when the button is pressed).
  const finishBlocked = !online
    ? 'Нет сети: завершить подсчёт можно, когда появится сеть и все факты будут отправлены'
    : saver.conflicts.size > 0
      ? `Выберите значение в строках, подсчитанных и на другом устройстве: ${saver.conflicts.size}`
      : unsent.size > 0
        ? `Ещё не отправлено фактов: ${unsent.size}`
        : null;

  const changeStatus = async (statusId: number) => {
    setBusy(true);
    setMessage(null);
    try {
      const canceling = statusId === STOCKTAKING_STATUSES.byKey.canceled.id;
      if (!canceling && !(await saver.queue.flush()))
        throw new Error(unsavedText(saver.queue.snapshot().unsaved));
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

  const addLines = async (body: { category_id?: number; all_goods?: boolean; good_ids?: number[] }) => {
    setBusy(true);
    try {
      await saver.queue.flush();
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
        {edit && <UnsavedChip state={saver} offline={!online} />}
      </Stack>
      {edit && (
        <OfflineBar
          online={online}
          kept={device.kept}
          unknownCodes={unknownCodes.codes}
          onClear={() => void device.clear()}
        />
      )}
      <Typography color="text.secondary">
        {doc.sales_point_name}
        {doc.comment ? ` · ${doc.comment}` : ''}
      </Typography>
      {doc.book_frozen_at && !doc.book_hidden && doc.status.status !== 'accounted' && (
        <Typography variant="body2" color="text.secondary" data-testid="book-frozen">
          Учётные количества зафиксированы на начало подсчёта (
          {formatDealTime(doc.book_frozen_at, doc.sales_point_time_zone)}): документы, проведённые позже, их
          не меняют. Если остаток с тех пор изменился, он показан рядом («сейчас»).
        </Typography>
      )}
      {refused.size > 0 && (
        <Alert severity="error" data-testid="refused-facts">
          Не сохранено: {[...refused.values()].slice(0, 5).join('; ')}
          {refused.size > 5 ? ` и ещё ${refused.size - 5}` : ''}. Исправьте факт в строке — остальные строки
          сохраняются.
        </Alert>
      )}
      <ConflictList
        conflicts={saver.conflicts}
        nameOf={nameOf}
        onKeepMine={(lineId) => saver.keepMine(lineId, nameOf(lineId))}
        onTakeServer={(lineId) => {
          const server = saver.takeServer(lineId);
          setDrafts((prev) => new Map(prev).set(lineId, quantityInputValue(server ?? null)));
        }}
      />
      {message && (
        <Alert
          severity={message.severity}
          onClose={() => setMessage(null)}
          action={message.action}
          data-testid="lines-notice"
        >
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
              totals={totals}
              canAccount={canAccount}
              busy={busy}
              finishBlocked={finishBlocked}
              onChange={changeStatus}
            />
            <DocumentFileButtons
              path={`/v1/stocktaking_docs/${doc.id}`}
              name={`Инвентаризация № ${doc.number}`}
            />
            {!edit && EDITABLE.has(doc.status_id) && (
              <Button component={RouterLink} to={`/documents/stocktaking/${doc.id}/edit`} variant="outlined">
                Перейти к подсчёту
              </Button>
            )}
          </Stack>
        </Stack>
      </Paper>
      <LinesToolbar
        search={search}
        onSearch={(text) => {
          setSearch(text);
          void jump(text, false);
        }}
        onCode={(code) => void onCode(code)}
        onlyVariance={onlyVariance}
        onOnlyVariance={setOnlyVariance}
        varianceDisabled={doc.book_hidden || !pages.complete}
        onAdd={editable ? () => setDrawer(true) : undefined}
      />
      {lines.length === 0 ? (
        <Alert severity="info">
          В документе пока нет строк. {editable ? 'Добавьте товары по категориям.' : ''}
        </Alert>
      ) : (
        <LinesTable
          ref={table}
          lines={visible}
          drafts={drafts}
          refused={refused}
          unsent={unsent}
          bookHidden={doc.book_hidden}
          editable={editable}
          highlightId={highlightId}
          onFactInput={onFactInput}
          onRange={pages.showRange}
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

/** Which lines hold back a status change, by their goods. */
function unsavedText(unsaved: Map<number, KeyState<string | null>>) {
  const names = [...unsaved.values()].map((kept) => `«${kept.label ?? 'строка'}»`);
  const list =
    names.length > 5 ? `${names.slice(0, 5).join(', ')} и ещё ${names.length - 5}` : names.join(', ');
  return `Статус не изменён: не сохранено строк: ${names.length} (${list}). Исправьте факт в этих строках или дождитесь связи.`;
}

function withVariance(lines: LineSlots, drafts: Map<number, string>): LineSlots {
  return lines.filter((l) => {
    if (!l) return false;
    const typed = drafts.get(l.id);
    const fact = typed === undefined ? l.fact_quantity : (parseFact(typed) ?? null);
    return isNonZero(variance(fact, l.book_quantity));
  });
}
