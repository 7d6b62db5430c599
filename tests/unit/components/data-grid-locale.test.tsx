import { ThemeProvider } from '@mui/material/styles';
import { DataGrid } from '@mui/x-data-grid';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { gridLocaleText } from '@/components/data-grid/locale';
import { theme } from '@/providers/theme';

afterEach(cleanup);

const columns = [{ field: 'name', headerName: 'Название' }];
const rows = [
  { id: 1, name: 'Сыр' },
  { id: 2, name: 'Молоко' },
];

function renderGrid(props: Partial<React.ComponentProps<typeof DataGrid>> = {}) {
  return render(
    <ThemeProvider theme={theme}>
      <div style={{ width: 600, height: 400 }}>
        <DataGrid columns={columns} rows={rows} rowCount={1234} paginationMode="server" {...props} />
      </div>
    </ThemeProvider>,
  );
}

describe('DataGrid texts', { timeout: 30_000 }, () => {
  it('counts rows in Russian in the footer', () => {
    renderGrid();
    expect(screen.getByText('Строк на странице:')).toBeTruthy();
    expect(screen.getByText(/^1–100 из 1\s234$/)).toBeTruthy();
  });

  it('keeps the Russian texts when a screen overrides the empty-grid label', () => {
    renderGrid({ rows: [], rowCount: 0, localeText: gridLocaleText({ noRowsLabel: 'Заказов пока нет' }) });
    expect(screen.getByText('Заказов пока нет')).toBeTruthy();
    expect(screen.getByText('Строк на странице:')).toBeTruthy();
    expect(screen.queryByText(/ of /)).toBeNull();
  });
});
