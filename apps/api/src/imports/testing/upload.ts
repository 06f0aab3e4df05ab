import type { ImportJob, ImportSource } from '@shelfmark/contract';
import type { FastifyInstance } from 'fastify';
import type { Account } from '../../accounts/testing/accounts';

/** A multipart body with the source field first, then the file. */
export function importBody(source: string, file: { name: string; data: Buffer } | null) {
  const boundary = `----shelfmark${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="source"\r\n\r\n${source}\r\n`)];
  if (file) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function postImport(app: FastifyInstance, account: Account, source: ImportSource | string, file: { name: string; data: Buffer } | null) {
  const body = importBody(source, file);
  return app.inject({ method: 'POST', url: '/api/v1/imports', payload: body.payload, headers: { ...body.headers, ...account.headers } });
}

/** Uploads a file and waits until the worker has been through it. */
export async function importAndWait(app: FastifyInstance, account: Account, source: ImportSource, file: { name: string; data: Buffer }): Promise<ImportJob> {
  const response = await postImport(app, account, source, file);
  if (response.statusCode !== 202) throw new Error(`import refused: ${response.statusCode} ${response.body}`);
  const job = response.json<ImportJob>();
  await app.importWorker.drain();
  return (await app.inject({ method: 'GET', url: `/api/v1/imports/${job.id}`, headers: account.headers })).json<ImportJob>();
}
