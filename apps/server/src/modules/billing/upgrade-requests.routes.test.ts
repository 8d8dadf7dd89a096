import { ERROR_TEXTS, UPGRADE_REQUESTS_PER_DAY } from '@edge/contracts';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import { decodeMail } from '../../testing/mail-text';
import { startSmtpPeer, type SmtpPeer } from '../../testing/smtp-peer';
import { createTestApp, type TestApp } from '../../testing/test-app';

const PATH = '/api/v1/billing/upgrade-requests';
const SALES = 'sales@edge-leads.com';
const body = {
  plan: 'enterprise',
  seats: 12,
  modules: ['PC', 'H-W'],
  message: 'We are hiring seven producers in Houston.',
};

describeEachDialect('upgrade requests', (dialect) => {
  let smtp: SmtpPeer;
  let t: TestApp;
  let owner = '';
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp(dialect, { SMTP_URL: smtp.url });
    owner = await t.login('agency.owner');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    smtp.refused.clear();
    await t.db.deleteFrom('upgrade_requests').execute();
  });
  const send = (payload: object, cookie = owner) =>
    t.app.inject({ method: 'POST', url: PATH, payload, headers: { cookie } });
  const plans = () =>
    t.app.inject({ url: '/api/v1/billing/plans', headers: { cookie: owner } });

  it('should record the request, mail it to the sales address and show it sent', async () => {
    const response = await send(body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      ...body,
      created_at: expect.any(String),
      status: 'sending',
      reply_to: 'agency.owner@demo.edge.local',
    });
    await t.app.jobs.drain();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual([SALES]);
    // Long header fields are folded onto the next line.
    const text = decodeMail(mail!.raw).replace(/\r?\n[ \t]+/g, ' ');
    expect(text).toContain(
      'Subject: Upgrade request: Bluebonnet Insurance Agency to Enterprise, 12 seats',
    );
    expect(text).toContain('Reply-To: agency.owner@demo.edge.local');
    expect(text).toContain('Requested plan: Enterprise');
    expect(text).toContain('Modules: Commercial Lines, Employee Benefits');
    expect(text).toContain('Current plan: Agency (2 of 5 seats used)');
    expect(text).toContain(body.message);
    const overview = (await plans()).json();
    expect(overview.subscription.plan).toBe('agency');
    expect(overview.plans.map((p: { key: string }) => p.key)).toEqual([
      'trial',
      'regional',
      'agency',
      'enterprise',
    ]);
    expect(overview.exports_per_user_per_day).toBe(t.config.exports.perDay);
    expect(overview.requests).toEqual([{ ...response.json(), status: 'sent' }]);
  });

  it('should try a refused mail again later, then mark it failed', async () => {
    smtp.refused.add(SALES);
    const { id } = (await send(body)).json();
    await t.app.jobs.drain();
    expect(smtp.received).toHaveLength(0);
    const resend = await t.db
      .selectFrom('jobs')
      .select(['id', 'run_after'])
      .where('kind', '=', 'upgrade-request-mail')
      .where('status', '=', 'queued')
      .executeTakeFirstOrThrow();
    expect(Date.parse(resend.run_after)).toBeGreaterThan(Date.now() + 60_000);
    expect((await plans()).json().requests[0].status).toBe('sending');
    smtp.refused.clear();
    await t.db
      .updateTable('jobs')
      .set({ run_after: new Date().toISOString() })
      .where('id', '=', resend.id)
      .execute();
    await t.app.jobs.drain();
    expect(smtp.received).toHaveLength(1);
    const row = await t.db
      .selectFrom('upgrade_requests')
      .select(['mail_attempts', 'mailed_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.mail_attempts).toBe(2);
    expect(row.mailed_at).not.toBeNull();
  });

  it('should mark a request failed once its last attempt is refused', async () => {
    smtp.refused.add(SALES);
    const { id } = (await send(body)).json();
    await t.db
      .updateTable('upgrade_requests')
      .set({ mail_attempts: 4 })
      .where('id', '=', id)
      .execute();
    await t.app.jobs.drain();
    expect((await plans()).json().requests[0].status).toBe('failed');
    const queued = await t.db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', 'upgrade-request-mail')
      .where('status', '=', 'queued')
      .execute();
    expect(queued).toHaveLength(0);
  });

  it('should name the fields that do not fit the plan chosen', async () => {
    const response = await send({
      plan: 'enterprise',
      seats: 4,
      modules: ['PC'],
    });
    expectAppError(response, {
      statusCode: 400,
      message: ERROR_TEXTS.VALIDATION,
      extraData: {
        code: 'VALIDATION',
        fields: { seats: 'Enterprise starts at 10 seats.' },
      },
      method: 'POST',
      path: PATH,
    });
    const trial = await send({ plan: 'trial', seats: 1, modules: ['PC'] });
    expect(trial.json().extraData.fields).toEqual({
      plan: 'Choose a plan to move to.',
    });
  });

  it('should refuse users the Admin menu does not offer Upgrade Subscription', async () => {
    // SPEC §6: type 3 with flag_show_upgrade_subscription '1' only.
    for (const username of ['agency.user', 'ent.group', 'pc.broker']) {
      const cookie = await t.login(username);
      // 403 before the body is read: a refused user never learns its rules.
      for (const payload of [body, {}]) {
        expectAppError(await send(payload, cookie), {
          statusCode: 403,
          message: ERROR_TEXTS.FORBIDDEN,
          extraData: { code: 'FORBIDDEN' },
          method: 'POST',
          path: PATH,
        });
      }
      const overview = await t.app.inject({
        url: '/api/v1/billing/plans',
        headers: { cookie },
      });
      expect(overview.statusCode).toBe(403);
    }
    expect(
      await t.db.selectFrom('upgrade_requests').selectAll().execute(),
    ).toHaveLength(0);
  });

  it(`should refuse more than ${UPGRADE_REQUESTS_PER_DAY} requests a user in 24 hours`, async () => {
    const sent = await Promise.all(
      Array.from({ length: UPGRADE_REQUESTS_PER_DAY + 2 }, () => send(body)),
    );
    const codes = sent.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(
      UPGRADE_REQUESTS_PER_DAY,
    );
    const refused = sent.find((r) => r.statusCode === 429)!;
    expectAppError(refused, {
      statusCode: 429,
      message:
        'You have sent the most upgrade requests allowed in 24 hours. Our sales team will be in touch; please try again tomorrow.',
      extraData: {
        code: 'UPGRADE_REQUESTS_LIMIT',
        limit: UPGRADE_REQUESTS_PER_DAY,
      },
      method: 'POST',
      path: PATH,
    });
    // A day later the user may ask again.
    await t.db
      .updateTable('upgrade_requests')
      .set({ created_at: new Date(Date.now() - 86_500_000).toISOString() })
      .execute();
    expect((await send(body)).statusCode).toBe(201);
    await t.app.jobs.drain();
  });
});
