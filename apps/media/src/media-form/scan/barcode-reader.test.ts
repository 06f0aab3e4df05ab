import { describe, expect, it, vi } from 'vitest';
import { chooseBarcodeReader, type BarcodeReader, type DetectorClass } from './barcode-reader';

const wasmReader: BarcodeReader = { read: async () => ['from wasm'] };

function detectorWith(formats: string[] | Error) {
  const made: string[][] = [];
  const Detector = class {
    static getSupportedFormats = async () => {
      if (formats instanceof Error) throw formats;
      return formats;
    };
    constructor(options: { formats: string[] }) {
      made.push(options.formats);
    }
    detect = async () => [{ rawValue: '9780441172719' }];
  } as unknown as DetectorClass;
  return { Detector, made };
}

describe('chooseBarcodeReader', () => {
  it('uses the browser detector when it reads EAN-13, asking only for the formats it has, and never loads the wasm', async () => {
    const { Detector, made } = detectorWith(['qr_code', 'ean_13', 'code_128']);
    const loadWasm = vi.fn(async () => wasmReader);
    const reader = await chooseBarcodeReader({ Detector, loadWasm });
    expect(made).toEqual([['ean_13', 'code_128']]);
    expect(loadWasm).not.toHaveBeenCalled();
    expect(await reader.read(document.createElement('video'))).toEqual(['9780441172719']);
  });

  it('loads the wasm reader without a detector, with one lacking EAN-13, or one that fails to answer', async () => {
    for (const Detector of [undefined, detectorWith(['qr_code']).Detector, detectorWith(new Error('no')).Detector]) {
      const loadWasm = vi.fn(async () => wasmReader);
      expect(await chooseBarcodeReader({ Detector, loadWasm })).toBe(wasmReader);
      expect(loadWasm).toHaveBeenCalledOnce();
    }
  });
});
