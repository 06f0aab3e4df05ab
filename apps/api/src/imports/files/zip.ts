import yauzl from 'yauzl';
import { invalid } from '../../errors';

/** Limits on an uploaded zip, checked before anything is inflated (and while inflating). */
const ZIP_LIMITS = {
  maxEntries: 1000,
  maxInflatedBytes: 100 * 1024 * 1024,
  /** More than this many bytes out per byte in is a zip bomb, not an export. */
  maxRatio: 100,
};

const notAZip = () => invalid('This is not a zip file');
const tooBig = () => invalid('The zip file unpacks to more than its limit (100 MB, 1,000 files); it is refused');

/** A zip's files by their full path inside it (folders included in the path, never dropped). */
export interface ZipArchive {
  /** Every file's full path, in the order the zip lists them. */
  paths: string[];
  /** The bytes of the file at exactly this path. */
  read(path: string): Promise<Buffer>;
  close(): void;
}

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
 * Opens a zip for reading files by their full path. The central directory's entry count and
 * uncompressed sizes are checked before any entry is inflated, and the bytes actually
 * inflated are capped too, since a directory can lie.
 */
export async function openZip(data: Buffer): Promise<ZipArchive> {
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
    const files = new Map(entries.filter((entry) => !entry.fileName.endsWith('/')).map((entry) => [entry.fileName, entry]));
    return {
      paths: [...files.keys()],
      read: (path) => {
        const entry = files.get(path);
        if (!entry) throw new Error(`no ${path} in the zip`);
        return inflate(zip, entry, budget);
      },
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}

/** Folders of an export that hold what the user removed, never their current data. */
const SET_ASIDE = new Set(['deleted', 'orphaned']);

/**
 * The folder of a zip where an export's own files are: the shallowest folder holding a file
 * `isExportFile` recognises by name (the top level, or the one folder a re-zipped export sits in), never inside a
 * `deleted/` or `orphaned/` folder. Decided from every path at once, so the order of the
 * entries in the zip does not matter; null when none of the names is anywhere.
 */
export function exportRoot(paths: string[], isExportFile: (baseName: string) => boolean): string | null {
  const roots = paths.flatMap((path) => {
    const parts = path.split('/');
    const base = parts.pop() ?? '';
    if (!isExportFile(base) || parts.some((part) => SET_ASIDE.has(part.toLowerCase()))) return [];
    return [parts.length === 0 ? '' : `${parts.join('/')}/`];
  });
  const depth = (root: string) => root.split('/').length;
  return [...new Set(roots)].sort((a, b) => depth(a) - depth(b) || a.localeCompare(b))[0] ?? null;
}
