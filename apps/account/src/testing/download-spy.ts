import { afterEach, beforeEach, vi } from 'vitest';

export interface DownloadSpy {
  /** File names of the downloads the page started, in order. */
  names: string[];
  blobs: Blob[];
}

/** jsdom neither makes object URLs nor downloads: record what the page hands the browser. */
export function spyOnDownloads(): DownloadSpy {
  const spy: DownloadSpy = { names: [], blobs: [] };
  const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  beforeEach(() => {
    spy.names.length = 0;
    spy.blobs.length = 0;
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        spy.blobs.push(blob);
        return `blob:download-${spy.blobs.length}`;
      }),
      revokeObjectURL: vi.fn(),
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      spy.names.push(this.download);
    });
  });
  afterEach(() => {
    Object.assign(URL, original);
  });
  return spy;
}
