/**
 * Camera barcode scanning (EAN-13, EAN-8, Code 128, QR). `ScanButton` opens a lazily loaded dialog
 * and calls `onDetected(code)`; a hardware scanner types the code and Enter into a search field,
 * so give the same handler to that field's Enter (see `onScanEnter`).
 */

export { SCAN_FORMATS } from './detector';
export { ScanButton } from './ScanButton';
export { onScanEnter } from './scan-enter';
