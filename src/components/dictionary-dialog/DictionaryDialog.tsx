import Delete from '@mui/icons-material/Delete';
import Save from '@mui/icons-material/Save';
import { Alert, Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DialogFrame } from '@/components/form-dialog/DialogFrame';
import { errorText } from '@/resources/write-off/error-text';
import { AddNames } from './AddNames';
import type { DictionaryItem } from './DictionarySelect';
import { type Dictionary, dictionaryKey, useDictionary } from './dictionary';

export interface DictionaryDialogProps<T extends DictionaryItem> {
  dictionary: Dictionary<T>;
  organizationId: number;
  onClose(): void;
}

/** A dictionary of named entries of one organization: add, rename, delete (a used one answers 409). */
export function DictionaryDialog<T extends DictionaryItem>(props: DictionaryDialogProps<T>) {
  const { dictionary, organizationId, onClose } = props;
  const { texts } = dictionary;
  const entries = useDictionary(dictionary, organizationId);
  const queryClient = useQueryClient();
  const [names, setNames] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: dictionaryKey(dictionary, organizationId) });
      return true;
    } catch (e) {
      setError(errorText(e, texts.saveFailed));
      return false;
    }
  };
  return (
    <DialogFrame
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      title={dictionary.title}
      actions={<Button onClick={onClose}>Закрыть</Button>}
    >
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
                helperText={dictionary.hint?.(entry)}
              />
              <IconButton
                aria-label="Сохранить название"
                disabled={name === entry.name}
                onClick={() => run(() => dictionary.rename(entry.id, name))}
              >
                <Save />
              </IconButton>
              <IconButton aria-label={texts.remove} onClick={() => run(() => dictionary.remove(entry.id))}>
                <Delete />
              </IconButton>
            </Stack>
          );
        })}
        <AddNames config={dictionary.add(organizationId)} run={run} onInvalid={setError} />
      </Stack>
    </DialogFrame>
  );
}
