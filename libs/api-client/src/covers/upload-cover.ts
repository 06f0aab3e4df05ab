import { apiFetch, withPrefix } from '@shelfmark/api-client';
import { CALL_PREFIXES, type CoverUploaded } from '@shelfmark/contract';

/**
 * POST /covers, a multipart form through the shared client (bearer token, the error catalogue,
 * a 403 signs out): the file named after the cover (e.g. 9780547773742.jpg, MOVIE12.jpg), with
 * the upload preset and the browser_upload tag the spec's image host takes.
 */
export const uploadCover = withPrefix(CALL_PREFIXES.postCover, async (name: string, file: File): Promise<CoverUploaded> => {
  const form = new FormData();
  form.append('file', file, `${name}.jpg`);
  form.append('upload_preset', 'shelfmark');
  form.append('tags', 'browser_upload');
  return apiFetch<CoverUploaded>('/covers', { method: 'POST', form });
});
