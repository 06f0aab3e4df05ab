import { apiDownload, type DownloadedFile } from '@shelfmark/api-client';
import type { ExportFormat } from '@shelfmark/contract';

/** GET /export?format=: everything the user owns, as the server names the file (Content-Disposition). */
export async function downloadExport(format: ExportFormat): Promise<DownloadedFile> {
  return apiDownload('/export', { query: { format } });
}
