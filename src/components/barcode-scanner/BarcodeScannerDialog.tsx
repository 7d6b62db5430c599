import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { cameraErrorText } from './camera-error';
import { loadDetector } from './detector';

const SCAN_EVERY_MS = 150;

export interface BarcodeScannerDialogProps {
  open: boolean;
  onClose(): void;
  /** A code was read: called once the dialog has closed itself. */
  onDetected(code: string): void;
  title?: string;
}

/** A camera preview that reads the first EAN-13 / EAN-8 / Code 128 / QR code it sees. */
export default function BarcodeScannerDialog({
  open,
  onClose,
  onDetected,
  title = 'Сканирование штрихкода',
}: BarcodeScannerDialogProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const detected = useRef(onDetected);
  detected.current = onDetected;
  const close = useRef(onClose);
  close.current = onClose;
  // The code is handed over once the dialog has gone: its focus trap would take back a focus given
  // while it is still open (the caller focuses the field the code found).
  const found = useRef<string | null>(null);
  const handOver = () => {
    const code = found.current;
    found.current = null;
    if (code) detected.current(code);
  };

  useEffect(() => {
    if (!open) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    setError(null);
    setReady(false);
    (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera API');
        const [media, detector] = await Promise.all([
          navigator.mediaDevices.getUserMedia({
            video: { facingMode: { ideal: 'environment' } },
            audio: false,
          }),
          loadDetector(),
        ]);
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        setReady(true);
        const tick = async () => {
          if (stopped || !video.current) return;
          if (video.current.readyState >= 2) {
            const codes = await detector.detect(video.current).catch(() => []);
            const code = codes[0]?.rawValue?.trim();
            if (code && !stopped) {
              stopped = true;
              found.current = code;
              close.current();
              return;
            }
          }
          timer = setTimeout(() => void tick(), SCAN_EVERY_MS);
        };
        void tick();
      } catch (reason) {
        if (!stopped) setError(cameraErrorText(reason));
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [open]);

  return (
    // No focus back to the camera button: the caller focuses what the code found (a fact field).
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      disableRestoreFocus
      TransitionProps={{ onExited: handOver }}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {error ? (
          <Alert severity="error">{error}</Alert>
        ) : (
          <>
            <Box
              component="video"
              ref={video}
              muted
              playsInline
              data-testid="barcode-video"
              aria-label="Изображение с камеры"
              sx={{ width: '100%', maxHeight: '60vh', bgcolor: 'common.black', borderRadius: 1 }}
            />
            <Typography color="text.secondary" sx={{ mt: 1 }} role="status">
              {ready ? 'Наведите камеру на штрихкод' : 'Включаем камеру…'}
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>
          Закрыть
        </Button>
      </DialogActions>
    </Dialog>
  );
}
