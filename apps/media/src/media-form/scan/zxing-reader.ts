import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import type { BarcodeReader } from './barcode-reader';

// The .wasm is a file of this remote's build, served beside its scripts: zxing-wasm's default
// fetches it from a CDN, which a self-hosted server's users may not reach (ADR 0040).
const wasmUrl = new URL('zxing-wasm/reader/zxing_reader.wasm', import.meta.url).href;
prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) } });

let canvas: HTMLCanvasElement | null = null;

/** The video's current frame as pixels. */
function frameOf(video: HTMLVideoElement): ImageData | null {
  if (video.videoWidth === 0) return null;
  canvas ??= document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(video, 0, 0);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

export const zxingReader: BarcodeReader = {
  async read(source) {
    const input = source instanceof Blob ? source : frameOf(source);
    if (!input) return [];
    const found = await readBarcodes(input, { formats: ['EAN13', 'Code128', 'Code39'], tryHarder: true, maxNumberOfSymbols: 1 });
    return found.filter((barcode) => barcode.isValid).map((barcode) => barcode.text);
  },
};
