import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { List, useDataGrid } from '@refinedev/mui';
import { useMemo } from 'react';

export interface Item {
  id: number;
  name: string;
  category: string;
  unit: string;
  price: string;
  quantity: string;
  updated_at: string;
}

/** The floor's list: the Refine way, server-side paging and sorting, 100 rows a page. */
export default function ItemList() {
  const { dataGridProps } = useDataGrid<Item>({ pagination: { pageSize: 100 } });
  const columns = useMemo<GridColDef<Item>[]>(
    () => [
      { field: 'id', headerName: '№', width: 80 },
      { field: 'name', headerName: 'Наименование', flex: 1, minWidth: 200 },
      { field: 'category', headerName: 'Категория', width: 160 },
      { field: 'unit', headerName: 'Ед.', width: 70 },
      { field: 'price', headerName: 'Цена', width: 110, type: 'number' },
      { field: 'quantity', headerName: 'Количество', width: 120, type: 'number' },
      {
        field: 'updated_at',
        headerName: 'Изменено',
        width: 120,
        valueFormatter: (value: string) => new Date(value).toLocaleDateString('ru-RU'),
      },
    ],
    [],
  );
  return (
    <List>
      <DataGrid {...dataGridProps} columns={columns} pageSizeOptions={[100]} />
    </List>
  );
}
