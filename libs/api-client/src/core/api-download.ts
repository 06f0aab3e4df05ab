import { apiResponse, type ApiRequest } from './api-fetch';

/** A file the API sent as an attachment. */
export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition (filename* first, then filename); null when it names none. */
  fileName: string | null;
}

/** The file name a Content-Disposition header gives, RFC 6266: `filename*=UTF-8''...` wins over `filename=`. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim());
    } catch {
      // A malformed percent-encoding: fall back to the plain filename.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name || null;
}

/**
 * Calls the API for a file (e.g. an export) and answers its body as a Blob, whatever the
 * content type, with the name the server gave it. Errors as apiFetch.
 */
export async function apiDownload(path: string, request: ApiRequest = {}): Promise<DownloadedFile> {
  const response = await apiResponse(path, request);
  return { blob: await response.blob(), fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')) };
}
