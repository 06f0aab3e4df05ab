import { File as NodeFile } from 'node:buffer';
import { beforeEach, vi } from 'vitest';

/**
 * Under jsdom the global FormData and File are jsdom's, which Node's fetch (where msw
 * listens) cannot serialize as multipart. Upload tests use Node's, as a browser's fetch
 * reads its own.
 */
export function withNodeFormData(): void {
  beforeEach(async () => {
    const nodeFormData = (await new Response(new URLSearchParams()).formData()).constructor;
    vi.stubGlobal('FormData', nodeFormData);
  });
}

/** A file to hand to userEvent.upload; `size` pretends a larger file without allocating it. */
export function testFile(name: string, content = 'Title,Author\nDune,Frank Herbert\n', size?: number): File {
  const file = new NodeFile([content], name, { type: 'text/plain' }) as unknown as File;
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}
