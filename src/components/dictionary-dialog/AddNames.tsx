import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';

/** How a dictionary takes new entries: one name per add, or several names, one per line. */
export type AddNamesConfig =
  | { kind: 'one'; label: string; create(name: string): Promise<unknown> }
  | { kind: 'many'; label: string; emptyMessage: string; create(names: string[]): Promise<unknown> };

/** The "new entries" field and its «Добавить» button; the field is cleared once the API accepts. */
export function AddNames({
  config,
  run,
  onInvalid,
}: {
  config: AddNamesConfig;
  run(action: () => Promise<unknown>): Promise<boolean>;
  onInvalid(message: string): void;
}) {
  const [text, setText] = useState('');
  const add = async () => {
    let action: () => Promise<unknown>;
    if (config.kind === 'one') action = () => config.create(text);
    else {
      const names = text
        .split('\n')
        .map((name) => name.trim())
        .filter(Boolean);
      if (names.length === 0) return onInvalid(config.emptyMessage);
      action = () => config.create(names);
    }
    if (await run(action)) setText('');
  };
  if (config.kind === 'many') {
    return (
      <>
        <TextField
          size="small"
          label={config.label}
          value={text}
          onChange={(e) => setText(e.target.value)}
          multiline
          minRows={2}
        />
        <Button variant="outlined" onClick={add} sx={{ alignSelf: 'flex-start' }}>
          Добавить
        </Button>
      </>
    );
  }
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <TextField
        size="small"
        fullWidth
        label={config.label}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && add()}
      />
      <Button variant="outlined" onClick={add}>
        Добавить
      </Button>
    </Stack>
  );
}
