import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  // The message as the server received it (headers and encoded body).
  raw: string;
}

/** A real SMTP server on loopback (STYLE §5): what it took, and refusals. */
export interface SmtpPeer {
  // SMTP_URL for a test app.
  url: string;
  received: ReceivedMail[];
  // Recipients refused with 550 while listed here.
  refused: Set<string>;
  close(): Promise<void>;
}

class Refusal extends Error {
  responseCode = 550;
}

export function startSmtpPeer(): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  const refused = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Loopback needs no name: a reverse lookup would only wait on DNS.
    disableReverseLookup: true,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address)) {
        callback(new Refusal('Mailbox unavailable'));
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({
        url: `smtp://127.0.0.1:${port}`,
        received,
        refused,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    }),
  );
}

/** A loopback SMTP server on a thread of its own that counts what it took. */
export interface CountingSmtpPeer {
  url: string;
  count(): Promise<number>;
  close(): Promise<void>;
}

// CommonJS run by the worker: the server takes every message and counts.
const COUNTING_PEER = `
const { parentPort } = require('node:worker_threads');
const { SMTPServer } = require('smtp-server');
let count = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  disableReverseLookup: true,
  onData(stream, _session, callback) {
    stream.on('data', () => {});
    stream.on('end', () => { count += 1; callback(); });
  },
});
server.listen(0, '127.0.0.1', () =>
  parentPort.postMessage({ port: server.server.address().port }));
parentPort.on('message', (message) => {
  if (message === 'count') parentPort.postMessage({ count });
  if (message === 'close') server.close(() => parentPort.postMessage({ closed: true }));
});
`;

/**
 * For load tests: the server's work runs beside the code under test, as a
 * real mail server would, rather than in its event loop.
 */
export async function startCountingSmtpPeer(): Promise<CountingSmtpPeer> {
  const worker = new Worker(COUNTING_PEER, { eval: true });
  const reply = <T>(key: string) =>
    new Promise<T>((resolve) => {
      const listen = (message: Record<string, T>) => {
        if (!(key in message)) return;
        worker.off('message', listen);
        resolve(message[key]!);
      };
      worker.on('message', listen);
    });
  const port = await reply<number>('port');
  return {
    url: `smtp://127.0.0.1:${port}`,
    async count() {
      const answer = reply<number>('count');
      worker.postMessage('count');
      return answer;
    },
    async close() {
      const closed = reply<boolean>('closed');
      worker.postMessage('close');
      await closed;
      await worker.terminate();
    },
  };
}
