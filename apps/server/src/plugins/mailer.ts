import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** One plain-text e-mail. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  // Extra header fields, such as List-Unsubscribe (RFC 2369, RFC 8058).
  headers?: Record<string, string>;
}

export interface Mailer {
  // Sends now: resolves once the mail server (or the outbox) took the
  // message, rejects when it did not.
  send(message: MailMessage): Promise<void>;
  // Sends in the background: the caller's answer does not wait for (or
  // reveal) delivery. Failures are logged.
  queue(message: MailMessage): void;
  // Composes the message in the background too (null: nothing to send), so
  // the caller's answer time does not tell whether anything matched.
  queueComposed(compose: () => Promise<MailMessage | null>): void;
  // Resolves once every queued message was delivered or failed.
  idle(): Promise<void>;
}

/** A mailer its owner shuts down. */
export interface ClosableMailer extends Mailer {
  // Waits for the queued messages, then closes the mail server connections.
  close(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  outboxDir: string;
  from: string;
  // Where failed background deliveries are logged.
  log: Pick<FastifyBaseLogger, 'error'>;
}

interface Transport {
  deliver(message: MailMessage): Promise<void>;
  close(): void;
}

// Connections kept open and reused, up to ten at once: a new connection
// per message costs a TCP and SMTP handshake each, which the daily alert
// mail to thousands of users cannot afford. SMTP_URL's own pool and
// maxConnections settings win.
const POOL_DEFAULTS = { pool: 'true', maxConnections: '10' };

function pooled(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [name, value] of Object.entries(POOL_DEFAULTS)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  return url.toString();
}

// ARCHITECTURE §2: without SMTP_URL each message becomes an .eml file in
// the outbox, so a person (or a test) can read it.
function createTransport(options: MailerOptions): Transport {
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport(pooled(options.smtpUrl));
    return {
      async deliver(message) {
        await smtp.sendMail({ from: options.from, ...message });
      },
      close: () => smtp.close(),
    };
  }
  const stream = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
  });
  return {
    async deliver(message) {
      const info = await stream.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${Date.now()}-${randomBytes(6).toString('hex')}`;
      // Written aside then renamed: a reader never sees half a message.
      const partial = join(options.outboxDir, `${name}.partial`);
      await writeFile(partial, info.message as Buffer);
      await rename(partial, join(options.outboxDir, `${name}.eml`));
    },
    close: () => stream.close(),
  };
}

export function createMailer(options: MailerOptions): ClosableMailer {
  const transport = createTransport(options);
  const deliver = (message: MailMessage) => transport.deliver(message);
  const pending = new Set<Promise<void>>();
  const track = (work: Promise<void>, subject: string) => {
    const delivery = work
      .catch((err: unknown) => {
        options.log.error({ err, subject }, 'mail not sent');
      })
      .finally(() => pending.delete(delivery));
    pending.add(delivery);
  };
  return {
    send(message) {
      return deliver(message);
    },
    queue(message) {
      track(deliver(message), message.subject);
    },
    queueComposed(compose) {
      // A turn of the event loop first: the answer leaves before the work.
      const work = new Promise<void>((resolve) => setImmediate(resolve))
        .then(compose)
        .then((message) => (message ? deliver(message) : undefined));
      track(work, 'composed message');
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      await this.idle();
      transport.close();
    },
  };
}

/** app.mailer; shutdown waits for queued mail, then closes connections. */
export const mailerPlugin = fp<Omit<MailerOptions, 'log'>>(
  async (app, options) => {
    const mailer = createMailer({ ...options, log: app.log });
    app.decorate('mailer', mailer);
    app.addHook('onClose', () => mailer.close());
  },
  { name: 'mailer' },
);
