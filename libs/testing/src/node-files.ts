import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { beforeEach, vi } from 'vitest';

/**
 * Under jsdom the global FormData, Blob and File are jsdom's, which Node's fetch (where msw
 * listens) cannot serialize as multipart (Node 22+ checks parts against the global File). Upload
 * tests use Node's, as a browser's fetch reads its own.
 */
export function withNodeFormData(): void {
  beforeEach(async () => {
    vi.stubGlobal('Blob', NodeBlob);
    vi.stubGlobal('File', NodeFile);
    const nodeFormData = (await new Response(new URLSearchParams()).formData()).constructor;
    vi.stubGlobal('FormData', nodeFormData);
  });
}

/**
 * A file to hand to userEvent.upload (a Node File, which Node's fetch sends); `size` pretends a
 * larger file without allocating it.
 */
export function testFile(name: string, content = 'Title,Author\nDune,Frank Herbert\n', size?: number, type = 'text/plain'): File {
  const file = new NodeFile([content], name, { type }) as unknown as File;
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}
