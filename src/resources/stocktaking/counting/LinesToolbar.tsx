import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
import { Button, FormControlLabel, InputAdornment, Stack, Switch, TextField } from '@mui/material';
import { onScanEnter, ScanButton } from '@/components/barcode-scanner';

interface Props {
  search: string;
  onSearch(text: string): void;
  /** Enter in the search field (a hardware scanner ends its code with it) or a camera scan. */
  onCode(code: string): void;
  onlyVariance: boolean;
  onOnlyVariance(on: boolean): void;
  varianceDisabled: boolean;
  onAdd?: () => void;
}

/** Search by name or barcode, the camera scanner, the variance filter and «Добавить товары». */
export function LinesToolbar(props: Props) {
  return (
    <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
      <Stack
        direction="row"
        spacing={0.5}
        alignItems="center"
        sx={{ flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
      >
        <TextField
          size="small"
          label="Поиск по названию или штрихкоду"
          value={props.search}
          sx={{ minWidth: { xs: 0, sm: 320 }, flex: 1 }}
          onChange={(event) => props.onSearch(event.target.value)}
          onKeyDown={onScanEnter(props.search, props.onCode)}
          slotProps={{
            htmlInput: { 'data-testid': 'lines-search', enterKeyHint: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search />
                </InputAdornment>
              ),
            },
          }}
        />
        <ScanButton onDetected={props.onCode} />
      </Stack>
      <FormControlLabel
        sx={{ minHeight: 44, mr: 0 }}
        control={
          <Switch
            checked={props.onlyVariance}
            onChange={(event) => props.onOnlyVariance(event.target.checked)}
          />
        }
        label="Только с расхождениями"
        disabled={props.varianceDisabled}
      />
      {props.onAdd && (
        <Button startIcon={<Add />} onClick={props.onAdd} sx={{ minHeight: 44 }}>
          Добавить товары
        </Button>
      )}
    </Stack>
  );
}
