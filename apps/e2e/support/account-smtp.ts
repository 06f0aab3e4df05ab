import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpInbox {
  url: string;
  /** Resolves with the body of the next mail (quoted-printable undone), or one that already arrived. */
  nextMail(): Promise<string>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A real SMTP listener on a free local port, for a server started with SMTP_URL pointing at it. */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const arrived: string[] = [];
  const waiting: ((mail: string) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8'));
        const waiter = waiting.shift();
        if (waiter) waiter(mail);
        else arrived.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    nextMail: () => {
      const ready = arrived.shift();
      return ready !== undefined ? Promise.resolve(ready) : new Promise((resolve) => waiting.push(resolve));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
