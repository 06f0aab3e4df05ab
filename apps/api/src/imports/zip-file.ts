import yauzl from 'yauzl';
import { invalid } from '../errors';

/** Limits on an uploaded zip, checked before anything is inflated (and while inflating). */
const ZIP_LIMITS = {
  maxEntries: 200,
  maxInflatedBytes: 100 * 1024 * 1024,
  /** More than this many bytes out per byte in is a zip bomb, not an export. */
  maxRatio: 100,
};

const notAZip = () => invalid('This is not a zip file');
const tooBig = () => invalid('The zip file unpacks to more than its limit (100 MB, 200 files); it is refused');

function open(data: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false }, (error, zip) => {
      if (error || !zip) reject(notAZip());
      else resolve(zip);
    });
  });
}

function inflate(zip: yauzl.ZipFile, entry: yauzl.Entry, budget: { left: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(invalid(`The zip file is damaged (${entry.fileName})`));
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        budget.left -= chunk.length;
        if (budget.left < 0) {
          stream.destroy();
          reject(tooBig());
          return;
        }
        chunks.push(chunk);
      });
      stream.on('error', () => reject(invalid(`The zip file is damaged (${entry.fileName})`)));
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}

/**
 * The files of a zip whose names `wanted` accepts, by name (folders dropped). The central
 * directory's entry count and uncompressed sizes are checked before any entry is inflated,
 * and the bytes actually inflated are capped too, since a directory can lie.
 */
export async function readZipFiles(data: Buffer, wanted: (baseName: string) => boolean): Promise<Map<string, Buffer>> {
  const zip = await open(data);
  try {
    if (zip.entryCount > ZIP_LIMITS.maxEntries) throw tooBig();
    const entries = await new Promise<yauzl.Entry[]>((resolve, reject) => {
      const found: yauzl.Entry[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        found.push(entry);
        zip.readEntry();
      });
      zip.on('end', () => resolve(found));
      zip.on('error', () => reject(notAZip()));
      zip.readEntry();
    });
    const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    const compressed = entries.reduce((sum, entry) => sum + entry.compressedSize, 0);
    if (declared > ZIP_LIMITS.maxInflatedBytes || declared > Math.max(compressed, 1024) * ZIP_LIMITS.maxRatio) throw tooBig();
    const budget = { left: ZIP_LIMITS.maxInflatedBytes };
    const files = new Map<string, Buffer>();
    for (const entry of entries) {
      const baseName = entry.fileName.split('/').pop() ?? '';
      if (entry.fileName.endsWith('/') || !wanted(baseName) || files.has(baseName)) continue;
      // Only the export's own files, at the top or one folder down (not lists/, likes/…).
      if (entry.fileName.split('/').length > 2) continue;
      files.set(baseName, await inflate(zip, entry, budget));
    }
    return files;
  } finally {
    zip.close();
  }
}
