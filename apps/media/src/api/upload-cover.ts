import { ApiError, withPrefix } from '@shelfmark/api-client';
import { COVERS_PATH, CoverUploadedSchema, CALL_PREFIXES, type CoverUploaded } from '@shelfmark/contract';
import { getToken } from '@shelfmark/session';

/**
 * A multipart form post to the covers host (apiFetch sends JSON or text only): the file is
 * named after the cover, e.g. 9780547773742.jpg, with the upload preset and the browser_upload tag.
 */
export const uploadCover = withPrefix(CALL_PREFIXES.postCover, async (name: string, file: File): Promise<CoverUploaded> => {
  const form = new FormData();
  form.append('file', file, `${name}.jpg`);
  form.append('upload_preset', 'shelfmark');
  form.append('tags', 'browser_upload');
  const token = getToken();
  const response = await fetch(COVERS_PATH, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: form,
  });
  if (!response.ok) throw new ApiError(response.status, null);
  return CoverUploadedSchema.parse(await response.json());
});

