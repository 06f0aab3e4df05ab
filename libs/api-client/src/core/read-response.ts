function mediaType(response: Response): string {
  return (response.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function isJson(type: string): boolean {
  return type === 'application/json' || type.endsWith('+json');
}

/**
 * The body by content type: JSON parsed, plain text as a string, octet-stream as a Blob;
 * any other type, and an empty body, give null.
 */
export async function readResponse(response: Response): Promise<unknown> {
  const type = mediaType(response);
  if (type === 'application/octet-stream') {
    const blob = await response.blob();
    return blob.size > 0 ? blob : null;
  }
  if (!isJson(type) && type !== 'text/plain') return null;
  const text = await response.text();
  if (text === '') return null;
  return isJson(type) ? JSON.parse(text) : text;
}

/** An error answer's body (null when unreadable) and the {message} of a JSON one, or null. */
export async function readServerError(response: Response): Promise<{ message: string | null; body: unknown }> {
  try {
    const body = await readResponse(response);
    const message = typeof body === 'object' && body !== null && 'message' in body ? body.message : null;
    return { message: typeof message === 'string' ? message : null, body };
  } catch {
    return { message: null, body: null };
  }
}
