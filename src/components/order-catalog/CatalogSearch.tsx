import Search from '@mui/icons-material/Search';
import { InputAdornment, Stack, TextField } from '@mui/material';
import { onScanEnter, ScanButton } from '@/components/barcode-scanner';
import { isBarcodeLike } from './catalog-api';

interface Props {
  query: string;
  onQuery(text: string): void;
  /** A camera scan, or Enter after a code typed by a hardware scanner. */
  onCode(code: string): void;
  disabled: boolean;
}

/** The catalog's search by name or barcode with the camera scanner beside it (issue 27). */
export function CatalogSearch({ query, onQuery, onCode, disabled }: Props) {
  const onEnter = onScanEnter(query, (text) => {
    if (isBarcodeLike(text)) onCode(text);
  });
  return (
    <Stack direction="row" spacing={0.5} alignItems="center" sx={{ flex: { sm: '1 1 290px' } }}>
      <TextField
        size="small"
        placeholder="Название или штрихкод"
        value={query}
        onChange={(e) => onQuery(e.target.value)}
        onKeyDown={onEnter}
        disabled={disabled}
        sx={{ flex: 1 }}
        slotProps={{
          htmlInput: { 'aria-label': 'Поиск товара', enterKeyHint: 'search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search />
              </InputAdornment>
            ),
          },
        }}
      />
      <ScanButton onDetected={onCode} disabled={disabled} />
    </Stack>
  );
}
