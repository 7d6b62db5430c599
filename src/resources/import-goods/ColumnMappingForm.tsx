import { type ColumnMapping, IMPORT_GOODS_KEYS, type ImportFile } from '@contract/import-goods';
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';

interface Props {
  file: ImportFile;
  busy: boolean;
  onSubmit: (mapping: ColumnMapping) => void;
}

/** «Сопоставление колонок»: a select per header of the file; shown when some headers are not recognised. */
export function ColumnMappingForm({ file, busy, onSubmit }: Props) {
  const [mapping, setMapping] = useState<Record<string, string>>(() =>
    Object.fromEntries(file.headers.map((h) => [h, file.mapping[h] ?? ''])),
  );
  const missing = IMPORT_GOODS_KEYS.filter((k) => file.missing_keys.includes(k.key)).map(
    (k) => `«${k.label}»`,
  );
  return (
    <Stack spacing={2} component="section" aria-label="Сопоставление колонок">
      <Typography variant="h6" component="h3">
        Сопоставление колонок
      </Typography>
      {missing.length > 0 && (
        <Alert severity="warning">
          Не найдена обязательная колонка {missing.join(', ')} — выберите её ниже.
        </Alert>
      )}
      {file.unmapped_headers.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          Не распознаны: {file.unmapped_headers.map((h) => `«${h}»`).join(', ')}.
        </Typography>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2 }}>
        {file.headers.map((header) => (
          <TextField
            key={header}
            select
            size="small"
            label={`Колонка «${header}»`}
            value={mapping[header] ?? ''}
            onChange={(e) => setMapping((m) => ({ ...m, [header]: e.target.value }))}
          >
            <MenuItem value="">Не загружать</MenuItem>
            {IMPORT_GOODS_KEYS.map((k) => (
              <MenuItem key={k.key} value={k.key}>
                {k.label}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Box>
      <Box>
        <Button variant="outlined" disabled={busy} onClick={() => onSubmit(mapping as ColumnMapping)}>
          Проверить заново
        </Button>
      </Box>
    </Stack>
  );
}
