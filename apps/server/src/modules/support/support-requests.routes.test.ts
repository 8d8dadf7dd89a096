import {
  ACCOUNT_TYPES,
  ERROR_TEXTS,
  SUPPORT_REQUESTS_PER_HOUR,
  type SupportRequestReceipt,
} from '@edge/contracts';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import { decodeMail, readOutbox } from '../../testing/mail-text';
import { startSmtpPeer, type SmtpPeer } from '../../testing/smtp-peer';
import {
  createTestApp,
  useTestApp,
  type TestApp,
} from '../../testing/test-app';

const URL = '/api/v1/support/requests';
const SUPPORT = 'help-desk@edge.example';
const MESSAGE = {
  subject: 'Export stuck in PROCESSING',
  message: 'My Texas export has been processing for an hour. Can you check?',
};

describeEachDialect('support contact API', (dialect) => {
  let smtp: SmtpPeer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp(dialect, {
      SMTP_URL: smtp.url,
      SUPPORT_EMAIL: SUPPORT,
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    smtp.refused.clear();
    await t.db.deleteFrom('support_requests').execute();
  });

  const send = (username: string, payload: object) =>
    t.injectAs(username, { method: 'POST', url: URL, payload });
  const requestsOf = (username: string) =>
    t.db
      .selectFrom('support_requests')
      .innerJoin('users', 'users.id', 'support_requests.user_id')
      .selectAll('support_requests')
      .where('users.username', '=', username)
      .orderBy('support_requests.id')
      .execute();
  const validation = (fields: object) => ({
    statusCode: 400,
    message: ERROR_TEXTS.VALIDATION,
    extraData: { code: 'VALIDATION', fields },
    method: 'POST',
    path: URL,
  });

  it('should record the request, mail it to SUPPORT_EMAIL with the account of the session and answer its reference', async () => {
    const response = await send('pc.broker', {
      subject: `  ${MESSAGE.subject} `,
      message: MESSAGE.message,
    });
    expect(response.statusCode, response.body).toBe(201);
    const receipt = response.json<SupportRequestReceipt>();
    const reference = `SR-${String(receipt.id).padStart(6, '0')}`;
    expect(receipt).toEqual({
      id: expect.any(Number),
      reference,
      subject: MESSAGE.subject,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      reply_to: 'pc.broker@demo.edge.local',
      message: `Thank you: your message ${reference} has reached our support team. We will answer at pc.broker@demo.edge.local.`,
    });
    expect(smtp.received.map((mail) => mail.to)).toEqual([[SUPPORT]]);
    const mail = decodeMail(smtp.received[0]!.raw);
    expect(mail).toContain(`Subject: [${reference}] ${MESSAGE.subject}`);
    expect(mail).toContain('Reply-To: pc.broker@demo.edge.local');
    expect(mail).toContain('From: Paula Castillo <pc.broker@demo.edge.local>');
    expect(mail).toMatch(/User name: pc\.broker \(user \d+, type \d+, role/);
    expect(mail).toMatch(/Account: .+ \(account \d+, \w+/);
    expect(mail).toContain('Commercial Lines (PC): All States');
    expect(mail).toContain(MESSAGE.message);
    const [row, ...rest] = await requestsOf('pc.broker');
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      id: receipt.id,
      subject: MESSAGE.subject,
      message: MESSAGE.message,
      reply_to: 'pc.broker@demo.edge.local',
      status: 'sent',
      created_at: receipt.created_at,
      mailed_at: expect.stringMatching(/^\d{4}-/),
    });
  });

  it('should take who is writing from the session, never from the body', async () => {
    const response = await send('eb.broker', {
      ...MESSAGE,
      email: 'someone.else@example.com',
    });
    expectAppError(response, validation({ body: 'Unrecognized key: "email"' }));
    expect(smtp.received).toEqual([]);
    expect(await requestsOf('eb.broker')).toEqual([]);
  });

  it('should refuse a short subject, a two-line subject and a long message with their messages', async () => {
    expectAppError(
      await send('pc.broker', { subject: ' a ', message: 'x'.repeat(5001) }),
      validation({
        subject: 'Enter a subject of at least 3 characters.',
        message: 'A message has at most 5,000 characters.',
      }),
    );
    expectAppError(
      await send('pc.broker', {
        subject: 'Line\nBcc: x',
        message: 'Too short',
      }),
      validation({
        subject: 'A subject is one line.',
        message: 'Write at least 10 characters, so we know how to help.',
      }),
    );
    expectAppError(
      await send('pc.broker', {}),
      validation({
        subject: 'Enter a subject.',
        message: 'Write your message.',
      }),
    );
    expect(smtp.received).toEqual([]);
  });

  it(`should refuse a user's ${SUPPORT_REQUESTS_PER_HOUR + 1}th message within an hour, and not another user's`, async () => {
    for (let i = 0; i < SUPPORT_REQUESTS_PER_HOUR; i += 1) {
      expect((await send('full.broker', MESSAGE)).statusCode).toBe(201);
    }
    expectAppError(await send('full.broker', MESSAGE), {
      statusCode: 429,
      message: `You have sent ${SUPPORT_REQUESTS_PER_HOUR} messages in the last hour, the most allowed. Please wait a little before you send another.`,
      extraData: { code: 'SUPPORT_REQUESTS_PER_HOUR' },
      method: 'POST',
      path: URL,
    });
    expect(await requestsOf('full.broker')).toHaveLength(
      SUPPORT_REQUESTS_PER_HOUR,
    );
    // An hour later the oldest no longer counts.
    await t.db
      .updateTable('support_requests')
      .set({ created_at: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', (await requestsOf('full.broker'))[0]!.id)
      .execute();
    expect((await send('full.broker', MESSAGE)).statusCode).toBe(201);
    expect((await send('eb.broker', MESSAGE)).statusCode).toBe(201);
  });

  it('should answer 503 when the mail server refuses, keep the request as failed and not count it', async () => {
    smtp.refused.add(SUPPORT);
    const response = await send('agency.user', MESSAGE);
    expectAppError(response, {
      statusCode: 503,
      message:
        'Your message could not be sent just now. Please try again in a few minutes.',
      extraData: { code: 'SUPPORT_MAIL_FAILED' },
      method: 'POST',
      path: URL,
    });
    expect(await requestsOf('agency.user')).toMatchObject([
      { status: 'failed', mailed_at: null },
    ]);
    smtp.refused.clear();
    for (let i = 0; i < SUPPORT_REQUESTS_PER_HOUR; i += 1) {
      expect((await send('agency.user', MESSAGE)).statusCode).toBe(201);
    }
  });

  it('should refuse a partner-platform user: support comes from their platform', async () => {
    const cookie = await t.login('trial.broker');
    const user = await t.db
      .selectFrom('users')
      .select('account_id')
      .where('username', '=', 'trial.broker')
      .executeTakeFirstOrThrow();
    const setType = (type: number) =>
      t.db
        .updateTable('accounts')
        .set({ account_type: type })
        .where('id', '=', user.account_id)
        .execute();
    const before = await t.db
      .selectFrom('accounts')
      .select('account_type')
      .where('id', '=', user.account_id)
      .executeTakeFirstOrThrow();
    await setType(ACCOUNT_TYPES.PARTNER_PLATFORM);
    try {
      const hidden = {
        statusCode: 403,
        message:
          'Your account gets support through your partner platform. Please contact support there.',
        extraData: { code: 'SUPPORT_CENTER_HIDDEN' },
      };
      for (const [method, url, payload] of [
        ['POST', URL, MESSAGE],
        ['GET', '/api/v1/support/datasets', undefined],
        ['GET', '/api/v1/support/limits', undefined],
      ] as const) {
        const response = await t.app.inject({
          method,
          url,
          payload,
          headers: { cookie },
        });
        expectAppError(response, { ...hidden, method, path: url });
      }
      expect(smtp.received).toEqual([]);
    } finally {
      await setType(before.account_type);
    }
  });

  it('should ask for a sign-in before reading the body', async () => {
    expectAppError(
      await t.app.inject({ method: 'POST', url: URL, payload: {} }),
      {
        statusCode: 401,
        message: ERROR_TEXTS.NOT_SIGNED_IN,
        extraData: { code: 'NOT_SIGNED_IN', reason: 'none' },
        method: 'POST',
        path: URL,
      },
    );
  });

  it('should answer the limits the help pages quote, as configured', async () => {
    const response = await t.injectAs('pc.broker', {
      url: '/api/v1/support/limits',
    });
    expect(response.json()).toEqual({
      export_max_rows: t.config.exports.maxRows,
      exports_per_day: t.config.exports.perDay,
      exports_at_once: t.config.exports.atOnce,
      export_file_hours: t.config.exports.fileHours,
      alert_digest_hour: t.config.alertDigestHour,
      support_requests_per_hour: SUPPORT_REQUESTS_PER_HOUR,
    });
  });

  const outbox = useTestApp(dialect);

  it('should mail support@edge-leads.com when SUPPORT_EMAIL is unset', async () => {
    const response = await outbox().injectAs('pc.broker', {
      method: 'POST',
      url: URL,
      payload: MESSAGE,
    });
    expect(response.statusCode).toBe(201);
    const { reference } = response.json<SupportRequestReceipt>();
    const [mail, ...rest] = readOutbox(outbox().dataDir);
    expect(rest).toEqual([]);
    expect(mail).toContain('To: support@edge-leads.com');
    expect(mail).toContain(`Subject: [${reference}] ${MESSAGE.subject}`);
  });
});
