import type { AddressInfo, Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface SmtpSink {
  url: string;
  /** Every message the server accepted (answered 250 after DATA), in order. */
  received: ReceivedMail[];
  /** The next message to be accepted. */
  next(): Promise<ReceivedMail>;
  /**
   * Kills the server when the `count`-th message from now arrives: that message is not
   * accepted, every connection is cut and the port stops listening (a crash, not a refusal).
   */
  dieOnMessage(count: number): Promise<void>;
  /** Listens again on the same port, as a restarted server would. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port that keeps what it accepts (tests only). */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const waiting: ((mail: ReceivedMail) => void)[] = [];
  const sockets = new Set<Socket>();
  let dying: { left: number; died: () => void } | null = null;
  let port = 0;
  let server: SMTPServer;

  function listen(): Promise<void> {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          if (dying && --dying.left === 0) {
            const { died } = dying;
            dying = null;
            for (const socket of sockets) socket.destroy();
            server.server.close(() => died());
            return;
          }
          const mail = {
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          };
          received.push(mail);
          waiting.shift()?.(mail);
          callback();
        });
      },
    });
    server.server.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    return new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  }

  await listen();
  port = (server!.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    next: () => new Promise<ReceivedMail>((resolve) => waiting.push(resolve)),
    dieOnMessage: (count) =>
      new Promise<void>((died) => {
        dying = { left: count, died };
      }),
    restart: listen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Quoted-printable text to the UTF-8 string it encodes. */
function fromQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * A received message as a person reads it: encoded-word headers (a Subject with "$ 5.00" or
 * "Recibimos") and quoted-printable bodies decoded; base64 parts are left as they are.
 */
export function readableMail(raw: string): string {
  const headers = raw
    // Adjacent encoded words of one header are one text (a character may span two).
    .replace(/\?=\r?\n?[ \t]+=\?UTF-8\?Q\?/gi, '')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : fromQuotedPrintable(text.replace(/_/g, ' ')),
    );
  return fromQuotedPrintable(headers.replace(/=\r?\n/g, ''));
}
