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

export interface MailerOptions {
  smtpUrl: string | undefined;
  outboxDir: string;
  from: string;
  log: FastifyBaseLogger;
}

// ARCHITECTURE §2: without SMTP_URL each message becomes an .eml file in
// the outbox, so a person (or a test) can read it.
function createDeliver(options: MailerOptions) {
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport(options.smtpUrl);
    return async (message: MailMessage) => {
      await smtp.sendMail({ from: options.from, ...message });
    };
  }
  const stream = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
  });
  return async (message: MailMessage) => {
    const info = await stream.sendMail({ from: options.from, ...message });
    await mkdir(options.outboxDir, { recursive: true });
    const name = `${Date.now()}-${randomBytes(6).toString('hex')}`;
    // Written aside then renamed: a reader never sees half a message.
    const partial = join(options.outboxDir, `${name}.partial`);
    await writeFile(partial, info.message as Buffer);
    await rename(partial, join(options.outboxDir, `${name}.eml`));
  };
}

export function createMailer(options: MailerOptions): Mailer {
  const deliver = createDeliver(options);
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
  };
}

/** app.mailer; shutdown waits for queued mail. */
export const mailerPlugin = fp<Omit<MailerOptions, 'log'>>(
  async (app, options) => {
    const mailer = createMailer({ ...options, log: app.log });
    app.decorate('mailer', mailer);
    app.addHook('onClose', () => mailer.idle());
  },
  { name: 'mailer' },
);
