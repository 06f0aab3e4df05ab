/** A multipart/form-data body for app.inject: text fields and at most one file. */
export function multipart(fields: Record<string, string>, file?: { field?: string; filename: string; data: Buffer }) {
  const boundary = `----shelfmark${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The first bytes of a JPEG, then filler: enough for a content check. */
export function jpeg(size = 64): Buffer {
  const data = Buffer.alloc(size, 0x20);
  data.set([0xff, 0xd8, 0xff, 0xe0], 0);
  return data;
}
