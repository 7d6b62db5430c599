import Print from '@mui/icons-material/Print';
import TableView from '@mui/icons-material/TableView';
import { Button } from '@mui/material';
import { useState } from 'react';
import { http } from '@/providers/http';
import { saveDownload } from '@/providers/http/save-download';
import { notify } from '@/providers/notification';

const FILES = [
  { format: 'pdf', label: 'Печать (PDF)', icon: <Print /> },
  { format: 'xlsx', label: 'Excel', icon: <TableView /> },
] as const;

/** «Печать (PDF)» and «Excel» of a document the server renders at `${path}/pdf` and `${path}/xlsx`. */
export function DocumentFileButtons({ path, name }: { path: string; name: string }) {
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (format: string) => {
    setBusy(format);
    try {
      await saveDownload(await http.download(`${path}/${format}`), `${name}.${format}`);
    } catch (error) {
      notify((error as Error).message, 'error');
    } finally {
      setBusy(null);
    }
  };
  return FILES.map((file) => (
    <Button
      key={file.format}
      startIcon={file.icon}
      disabled={busy !== null}
      onClick={() => download(file.format)}
      sx={{ minHeight: 44 }}
    >
      {file.label}
    </Button>
  ));
}
