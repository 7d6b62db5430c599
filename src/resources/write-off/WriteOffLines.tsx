import type { WriteOffDoc, WriteOffLine } from '@contract/write-off';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Tune from '@mui/icons-material/Tune';
import { Alert, Button, IconButton, Stack, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { onScanEnter, ScanButton } from '@/components/barcode-scanner';
import { useConfirm } from '@/components/confirm-dialog';
import type { ListColumn } from '@/components/data-grid/fit-columns';
import { ListGrid } from '@/components/data-grid/ListGrid';
import { DictionaryDialog } from '@/components/dictionary-dialog';
import { usePhone } from '@/components/layout/use-phone';
import { formatMoney, formatQuantity } from '@/i18n/format';
import { goodByBarcode, type Notice, unknownCodeNotice } from '@/resources/stocktaking/counting/unknown-code';
import { writeOffApi, writeOffKey } from './api';
import { errorText } from './error-text';
import type { GoodOption } from './GoodAutocomplete';
import { writeOffReasons } from './reasons';
import { WriteOffLineCards } from './WriteOffLineCards';
import { WriteOffLineDialog } from './WriteOffLineDialog';

const money = (value: string | null) => (value === null ? '—' : formatMoney(value));

/** The lines of a write-off; in a draft being edited, add / edit / delete. */
export function WriteOffLines({ doc, editable }: { doc: WriteOffDoc; editable: boolean }) {
  const queryClient = useQueryClient();
  const phone = usePhone();
  const linesKey = [...writeOffKey(doc.id), 'lines'];
  const lines = useQuery({ queryKey: linesKey, queryFn: () => writeOffApi.lines(doc.id) });
  const [editing, setEditing] = useState<WriteOffLine | 'new' | null>(null);
  const [scanned, setScanned] = useState<GoodOption | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [code, setCode] = useState('');
  // A scanned code (camera, or a hardware scanner's Enter): a new line of its good, else say why not.
  const onCode = async (text: string) => {
    setNotice(null);
    const good = await goodByBarcode(doc.organization_id, text).catch(() => null);
    if (good) {
      setCode('');
      setScanned({ id: good.id, name: good.name });
      setEditing('new');
      return;
    }
    setNotice(
      (await unknownCodeNotice(doc.organization_id, text, null)) ?? {
        severity: 'warning',
        text: `«${text}» — не штрихкод: введите цифры штрихкода`,
      },
    );
  };
  const [reasonsOpen, setReasonsOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();
  const docId = doc.id;
  const refresh = () => queryClient.invalidateQueries({ queryKey: writeOffKey(docId) });
  const remove = useCallback(
    async (line: WriteOffLine) => {
      const agreed = await confirm({
        title: 'Удалить строку?',
        text: `«${line.good_name}», ${formatQuantity(line.quantity)} ${line.measure}, будет удалена из списания.`,
        action: 'Удалить',
        color: 'error',
      });
      if (!agreed) return;
      setError(null);
      try {
        await writeOffApi.deleteLine(docId, line.id);
        await queryClient.invalidateQueries({ queryKey: writeOffKey(docId) });
      } catch (e) {
        setError(errorText(e, 'Не удалось удалить строку'));
      }
    },
    [docId, queryClient, confirm],
  );
  const columns = useMemo<ListColumn<WriteOffLine>[]>(
    () => [
      { field: 'good_name', headerName: 'Товар', flex: 1, minWidth: 200, wrap: true, summary: true },
      {
        field: 'quantity',
        headerName: 'Количество',
        width: 120,
        valueGetter: (_v, row) => `${formatQuantity(row.quantity)} ${row.measure}`,
      },
      { field: 'reason_name', headerName: 'Причина', width: 160, wrap: true },
      { field: 'comment', headerName: 'Комментарий', flex: 1, minWidth: 150, optional: 2, wrap: true },
      { field: 'price', headerName: 'Цена', width: 120, optional: 1, valueFormatter: money },
      { field: 'amount', headerName: 'Сумма', width: 130, valueFormatter: money },
      ...(editable
        ? [
            {
              field: 'actions',
              headerName: 'Действия',
              width: 110,
              sortable: false,
              renderCell: ({ row }) => (
                <>
                  <IconButton
                    aria-label="Изменить строку"
                    onClick={() => setEditing(row)}
                    sx={{ width: 44, height: 44 }}
                  >
                    <Edit fontSize="small" />
                  </IconButton>
                  <IconButton
                    aria-label="Удалить строку"
                    onClick={() => remove(row)}
                    sx={{ width: 44, height: 44 }}
                  >
                    <Delete fontSize="small" />
                  </IconButton>
                </>
              ),
            } satisfies ListColumn<WriteOffLine>,
          ]
        : []),
    ],
    [editable, remove],
  );
  return (
    <Stack spacing={1}>
      {editable && (
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap alignItems="center">
          <Button
            variant="outlined"
            startIcon={<Add />}
            onClick={() => {
              setScanned(null);
              setEditing('new');
            }}
            sx={{ minHeight: 44 }}
          >
            Добавить строку
          </Button>
          <Button startIcon={<Tune />} onClick={() => setReasonsOpen(true)} sx={{ minHeight: 44 }}>
            Причины списания
          </Button>
          <Stack
            direction="row"
            spacing={0.5}
            alignItems="center"
            sx={{ flex: phone ? '1 1 100%' : undefined }}
          >
            <TextField
              size="small"
              label="Штрихкод"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              onKeyDown={onScanEnter(code, (text) => void onCode(text))}
              slotProps={{
                htmlInput: { inputMode: 'numeric', enterKeyHint: 'go', 'data-testid': 'write-off-barcode' },
              }}
              sx={phone ? { flex: 1 } : { width: 180 }}
            />
            <ScanButton onDetected={(text) => void onCode(text)} />
          </Stack>
        </Stack>
      )}
      {notice && (
        <Alert severity={notice.severity} action={notice.action} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      {dialog}
      {lines.isError && (
        <Alert severity="error">{errorText(lines.error, 'Не удалось загрузить строки')}</Alert>
      )}
      {phone ? (
        <WriteOffLineCards
          lines={lines.data?.items ?? []}
          loading={lines.isPending}
          onEdit={editable ? setEditing : undefined}
          onDelete={editable ? remove : undefined}
        />
      ) : (
        <ListGrid
          rows={lines.data?.items ?? []}
          loading={lines.isPending}
          columns={columns}
          disableColumnMenu
          disableRowSelectionOnClick
          emptyLabel="Строк пока нет"
        />
      )}
      {editing !== null && (
        <WriteOffLineDialog
          docId={doc.id}
          organizationId={doc.organization_id}
          line={editing === 'new' ? null : editing}
          initialGood={editing === 'new' ? scanned : null}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
        />
      )}
      {reasonsOpen && (
        <DictionaryDialog
          dictionary={writeOffReasons}
          organizationId={doc.organization_id}
          onClose={() => setReasonsOpen(false)}
        />
      )}
    </Stack>
  );
}
