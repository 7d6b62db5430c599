import Delete from '@mui/icons-material/Delete';
import Save from '@mui/icons-material/Save';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type QueryKey, type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '@/resources/write-off/error-text';
import { AddNames, type AddNamesConfig } from './AddNames';
import type { DictionaryItem } from './DictionarySelect';

export interface DictionaryDialogProps<T extends DictionaryItem> {
  title: string;
  /** The organization's entries and the key to refresh after every change. */
  entries: UseQueryResult<T[]>;
  queryKey: QueryKey;
  texts: {
    /** Shown when there are no entries: «Причин пока нет». */
    empty: string;
    /** The label of an entry's name field: «Причина». */
    item: string;
    /** The delete button's accessible name: «Удалить причину». */
    remove: string;
    /** When the API answers without a detail: «Не удалось сохранить причину». */
    saveFailed: string;
  };
  add: AddNamesConfig;
  rename(id: number, name: string): Promise<unknown>;
  remove(id: number): Promise<unknown>;
  /** A line under an entry's name, e.g. how many documents use it. */
  hint?(entry: T): string | undefined;
  onClose(): void;
}

/** A dictionary of named entries of one organization: add, rename, delete (a used one answers 409). */
export function DictionaryDialog<T extends DictionaryItem>(props: DictionaryDialogProps<T>) {
  const { entries, texts, onClose } = props;
  const queryClient = useQueryClient();
  const [names, setNames] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: props.queryKey });
      return true;
    } catch (e) {
      setError(errorText(e, texts.saveFailed));
      return false;
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{props.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          {entries.data?.length === 0 && <Typography color="text.secondary">{texts.empty}</Typography>}
          {(entries.data ?? []).map((entry) => {
            const name = names[entry.id] ?? entry.name;
            return (
              <Stack key={entry.id} direction="row" spacing={1} alignItems="center">
                <TextField
                  size="small"
                  fullWidth
                  label={texts.item}
                  value={name}
                  onChange={(e) => setNames({ ...names, [entry.id]: e.target.value })}
                  helperText={props.hint?.(entry)}
                />
                <IconButton
                  aria-label="Сохранить название"
                  disabled={name === entry.name}
                  onClick={() => run(() => props.rename(entry.id, name))}
                >
                  <Save />
                </IconButton>
                <IconButton aria-label={texts.remove} onClick={() => run(() => props.remove(entry.id))}>
                  <Delete />
                </IconButton>
              </Stack>
            );
          })}
          <AddNames config={props.add} run={run} onInvalid={setError} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Закрыть</Button>
      </DialogActions>
    </Dialog>
  );
}
