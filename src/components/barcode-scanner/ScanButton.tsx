import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import { IconButton, Tooltip } from '@mui/material';
import { Suspense, useState } from 'react';
import { lazyComponent } from '@/router/lazy-component';

// The dialog, the ponyfill and its .wasm load on the first press: no route bundle grows.
const BarcodeScannerDialog = lazyComponent(() => import('./BarcodeScannerDialog'));

interface Props {
  onDetected(code: string): void;
  label?: string;
  disabled?: boolean;
}

/** A 48 px camera button that opens the scanner dialog and hands over the code read. */
export function ScanButton({ onDetected, label = 'Сканировать штрихкод камерой', disabled }: Props) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Tooltip title={label}>
        <span>
          <IconButton
            aria-label={label}
            disabled={disabled}
            onClick={() => {
              setUsed(true);
              setOpen(true);
            }}
            sx={{ width: 48, height: 48 }}
          >
            <QrCodeScanner />
          </IconButton>
        </span>
      </Tooltip>
      {used && (
        <Suspense fallback={null}>
          <BarcodeScannerDialog open={open} onClose={() => setOpen(false)} onDetected={onDetected} />
        </Suspense>
      )}
    </>
  );
}
