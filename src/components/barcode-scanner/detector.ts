/** The barcode formats a scanner reads: goods (EAN-13, EAN-8, Code 128) and QR codes. */
export const SCAN_FORMATS = ['ean_13', 'ean_8', 'code_128', 'qr_code'] as const;

export interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string; format: string }[]>;
}

interface NativeDetectorClass {
  new (options: { formats: readonly string[] }): Detector;
  getSupportedFormats(): Promise<readonly string[]>;
}

let loading: Promise<Detector> | null = null;

async function nativeDetector(): Promise<Detector | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    const supported = await Native.getSupportedFormats();
    if (!SCAN_FORMATS.every((format) => supported.includes(format))) return null;
    return new Native({ formats: SCAN_FORMATS });
  } catch {
    return null;
  }
}

/**
 * The browser's Barcode Detection API where it reads all our formats, else the `barcode-detector`
 * ponyfill (ZXing compiled to WebAssembly). The ponyfill and its .wasm are loaded on the first scan
 * only, from our own origin (never a CDN: the Content-Security-Policy allows 'self').
 */
export function loadDetector(): Promise<Detector> {
  loading ??= (async () => {
    const native = await nativeDetector();
    if (native) return native;
    const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
      import('barcode-detector/ponyfill'),
      import('zxing-wasm/reader/zxing_reader.wasm?url'),
    ]);
    await prepareZXingModule({
      overrides: {
        locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? wasmUrl : prefix + file),
      },
      fireImmediately: true,
    });
    return new BarcodeDetector({ formats: [...SCAN_FORMATS] }) as unknown as Detector;
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
