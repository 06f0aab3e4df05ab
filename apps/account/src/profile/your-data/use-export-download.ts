import type { ExportFormat } from '@shelfmark/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadExport } from '@shelfmark/api-client/export';
import { saveFile } from './save-file';

/** Used when the server names no file. */
const FALLBACK_NAMES: Record<ExportFormat, string> = {
  json: 'shelfmark-export.json',
  csv: 'shelfmark-shelf.csv',
  goodreads: 'shelfmark-goodreads.csv',
  letterboxd: 'shelfmark-letterboxd.csv',
};

/** Downloads an export and saves it; `variables` says which format is in flight. */
export function useExportDownload() {
  return useMutation({
    mutationFn: async (format: ExportFormat) => {
      const { blob, fileName } = await downloadExport(format);
      saveFile(blob, fileName ?? FALLBACK_NAMES[format]);
      return fileName ?? FALLBACK_NAMES[format];
    },
  });
}
