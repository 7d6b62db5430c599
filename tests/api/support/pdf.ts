import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** A PDF as poppler reads it: its text (layout kept, no-break spaces as spaces) and page 1 as PNG. */
export function readPdf(bytes: Buffer, options: { pngOut?: string } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pdf-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    writeFileSync(file, bytes);
    const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], {
      encoding: 'utf8',
    }).replace(/\u00a0/g, ' ');
    execFileSync('pdftoppm', [
      '-r',
      '200',
      '-png',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      file,
      path.join(dir, 'page'),
    ]);
    const png = readFileSync(path.join(dir, 'page.png'));
    if (options.pngOut) writeFileSync(options.pngOut, png);
    return { text, png };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The first QR code found on the page image, its bytes read as UTF-8 (what ST00012 declares), or null. */
export function decodeQr(pngBytes: Buffer): string | null {
  const image = PNG.sync.read(pngBytes);
  const found = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  return found ? Buffer.from(found.binaryData).toString('utf8') : null;
}
