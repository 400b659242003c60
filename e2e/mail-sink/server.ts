/**
 * The journeys' mail sink: a real SMTP server the app sends to (SMTP_URL), keeping every
 * message in memory, and GET /messages?to=<address> on localhost for the journeys to read
 * them. Started by Playwright as a webServer; it lives only as long as the run.
 */
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { readMessage } from './mime.ts';
import { mailSinkPorts } from './ports.ts';

interface Received {
  to: string[];
  subject: string;
  text: string;
}

const ports = mailSinkPorts(Number(process.env.E2E_PORT ?? 3197));
const received: Received[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  // Nothing else on the machine should be able to use it.
  onConnect(session, callback) {
    callback(/^(::ffff:)?127\.|^::1$/.test(session.remoteAddress) ? undefined : new Error('local only'));
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      received.push({ to, ...readMessage(Buffer.concat(chunks).toString('utf8')) });
      callback();
    });
  },
});

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (request.method !== 'GET' || url.pathname !== '/messages') {
    response.writeHead(404).end();
    return;
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  const list = to ? received.filter((m) => m.to.includes(to)) : received;
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(list));
});

smtp.listen(ports.smtp, '127.0.0.1');
http.listen(ports.http, '127.0.0.1', () => {
  console.log(`mail sink: SMTP on ${ports.smtp}, messages on http://127.0.0.1:${ports.http}/messages`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    http.close();
    smtp.close(() => process.exit(0));
  });
}
