/** Reads the barcodes in a camera frame or a photo, answering their texts (none found: []). */
export interface BarcodeReader {
  read(source: HTMLVideoElement | Blob): Promise<string[]>;
}

/** The part of the Barcode Detection API used here (not in TypeScript's DOM types yet). */
interface DetectorInstance {
  detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}
export interface DetectorClass {
  new (options: { formats: string[] }): DetectorInstance;
  getSupportedFormats(): Promise<string[]>;
}

/** Books carry EAN-13; some library and shop labels print an ISBN-10 in Code 128 or Code 39. */
const WANTED_FORMATS = ['ean_13', 'code_128', 'code_39'];

function nativeReader(Detector: DetectorClass, supported: string[]): BarcodeReader {
  const detector = new Detector({ formats: WANTED_FORMATS.filter((format) => supported.includes(format)) });
  return {
    async read(source) {
      const image = source instanceof Blob ? await createImageBitmap(source) : source;
      const found = await detector.detect(image);
      return found.map((barcode) => barcode.rawValue);
    },
  };
}

interface ReaderChoice {
  /** The browser's BarcodeDetector, where it has one. */
  Detector?: DetectorClass | undefined;
  /** The WebAssembly reader, fetched only when the browser has no EAN-13 detector. */
  loadWasm?: () => Promise<BarcodeReader>;
}

const browserDetector = () => (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
const loadZxing = async () => (await import('./zxing-reader')).zxingReader;

/**
 * The browser's BarcodeDetector when it reads EAN-13 (Chromium on Android and macOS), else
 * zxing-wasm (desktop Chromium on Linux and Windows, Firefox, Safari), loaded now, as the
 * scanner opens, never with Add Media.
 */
export async function chooseBarcodeReader({ Detector = browserDetector(), loadWasm = loadZxing }: ReaderChoice = {}): Promise<BarcodeReader> {
  const supported = Detector ? await Detector.getSupportedFormats().catch(() => []) : [];
  return Detector && supported.includes('ean_13') ? nativeReader(Detector, supported) : loadWasm();
}
