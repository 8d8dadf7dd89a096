import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  insertAlert,
  insertCompany,
  subscribe,
} from '../../../testing/alert-rows';
import { describeEachDialect } from '../../../testing/each-dialect';
import { decodeMail } from '../../../testing/mail-text';
import { startSmtpPeer, type SmtpPeer } from '../../../testing/smtp-peer';
import { demoUserId } from '../../../testing/test-db';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { nextHourlyRun } from '../daily-run';
import { ALERT_DIGEST_JOB } from './digest-job';
import { ALERTS_DELIVER_JOB } from '../alerts-deliver-job';
import { RENEWAL_REMINDERS_JOB } from '../reminders/renewal-reminders-job';
import { verifyUnsubscribeToken } from './unsubscribe-token';

const URL = 'https://edge.example.com';
const email = (username: string) => `${username}@demo.edge.local`;

describeEachDialect('daily alert digest', (dialect) => {
  let smtp: SmtpPeer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp(dialect, {
      SMTP_URL: smtp.url,
      PUBLIC_URL: URL,
      // 00:00: whenever a test runs, everyone's hour has come today.
      ALERT_DIGEST_HOUR: '0',
    });
    await insertCompany(t.db, 'M1', 'ZETA TRUCKING');
    await insertCompany(t.db, 'M2', 'ACME ROOFING');
    // The alerts here are written as delivery would; delivery itself (and
    // the reminders) would add the other users' events to them.
    await t.db
      .deleteFrom('jobs')
      .where('kind', 'in', [ALERTS_DELIVER_JOB, RENEWAL_REMINDERS_JOB])
      .execute();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(async () => {
    for (const table of ['alert_digests', 'alert_cursors', 'alerts']) {
      await sql`delete from ${sql.table(table)}`.execute(t.db);
    }
    smtp.received.length = 0;
    smtp.refused.clear();
  });

  const userId = (username: string) => demoUserId(t.db, username);
  const alertFor = async (
    username: string,
    muns: string,
    extra: {
      summary?: string;
      checked?: boolean;
      application?: 'PC' | 'EB';
    } = {},
  ) => {
    const user = await userId(username);
    const subscriptionId = await subscribe(t.db, user, muns, extra.application);
    await insertAlert(t.db, { userId: user, subscriptionId, muns, ...extra });
    return subscriptionId;
  };
  const digestJobs = () =>
    t.db
      .selectFrom('jobs')
      .select(['id', 'status', 'payload', 'error', 'run_after'])
      .where('kind', '=', ALERT_DIGEST_JOB)
      .orderBy('id')
      .execute();
  // Brings the queued digest run forward to now and runs it.
  const runDigest = async () => {
    await t.db
      .updateTable('jobs')
      .set({ run_after: new Date().toISOString() })
      .where('kind', '=', ALERT_DIGEST_JOB)
      .where('status', '=', 'queued')
      .execute();
    await t.app.jobs.drain();
  };
  const mailsTo = (username: string) =>
    smtp.received
      .filter((mail) => mail.to.includes(email(username)))
      .map((mail) => decodeMail(mail.raw).replace(/\r\n[ \t]+/g, ' '));
  const digests = () =>
    t.db
      .selectFrom('alert_digests')
      .select(['user_id', 'status', 'attempts', 'alert_count', 'error'])
      .orderBy('user_id')
      .execute();

  it('should queue one run at start, at the next full hour', async () => {
    const jobs = await digestJobs();
    expect(jobs).toEqual([
      expect.objectContaining({ status: 'queued', payload: '{}' }),
    ]);
    expect(jobs[0]!.run_after).toBe(nextHourlyRun(new Date()).toISOString());
  });

  it('should mail each user their unchecked new alerts, by company, once', async () => {
    const truck = await alertFor('pc.broker', 'M1', {
      summary: 'Inspection 1',
    });
    const roof = await alertFor('pc.broker', 'M2', { summary: 'Inspection 2' });
    await alertFor('pc.broker', 'M2', {
      summary: 'Read already',
      checked: true,
    });
    await alertFor('eb.broker', 'M2', {
      summary: 'New plan',
      application: 'EB',
    });
    await alertFor('full.broker', 'M1', { summary: 'Not wanted' });
    await t.injectAs('full.broker', {
      method: 'PUT',
      url: '/api/v1/alerts/digest',
      payload: { enabled: false },
    });

    await runDigest();

    expect(smtp.received.map((m) => m.to).sort()).toEqual([
      [email('eb.broker')],
      [email('pc.broker')],
    ]);
    const [mail] = mailsTo('pc.broker');
    expect(mail).toContain(
      'Subject: Edge alerts: 2 new alerts for 2 companies',
    );
    expect(mail).toContain(
      [
        'ACME ROOFING',
        '- New OSHA Inspection, 11/20/2026: Inspection 2',
        `Details: ${URL}/edge/event_alerts_details/M2/${roof}`,
        '',
        'ZETA TRUCKING',
        '- New OSHA Inspection, 11/20/2026: Inspection 1',
        `Details: ${URL}/edge/event_alerts_details/M1/${truck}`,
      ].join('\r\n'),
    );
    expect(mail).not.toContain('Read already');
    expect(mail).toContain(`All your alerts: ${URL}/edge/pc/event_alerts`);
    const token = /\/alerts\/unsubscribe\?token=([\w.-]+)/.exec(mail!)![1]!;
    expect(verifyUnsubscribeToken(t.config.sessionSecret, token)).toBe(
      await userId('pc.broker'),
    );
    expect(mail).toContain(
      `List-Unsubscribe: <${URL}/api/v1/alerts/digest/unsubscribe/one-click?token=${token}>`,
    );
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mailsTo('eb.broker')[0]).toContain(
      `All your alerts: ${URL}/edge/eb/event_alerts`,
    );
    expect(await digests()).toEqual([
      expect.objectContaining({ status: 'sent', alert_count: 2, attempts: 0 }),
      expect.objectContaining({ status: 'sent', alert_count: 1, attempts: 0 }),
    ]);

    // The same day again: nothing new, nothing sent twice.
    await runDigest();
    expect(smtp.received).toHaveLength(2);
    const jobs = await digestJobs();
    expect(jobs.filter((j) => j.status === 'queued')).toHaveLength(1);
    expect(jobs.every((j) => j.status !== 'failed')).toBe(true);
  });

  it('should retry a failed mail later and send each digest exactly once', async () => {
    await alertFor('pc.broker', 'M1');
    await alertFor('eb.broker', 'M2', { application: 'EB' });
    smtp.refused.add(email('eb.broker'));

    await runDigest();

    expect(mailsTo('pc.broker')).toHaveLength(1);
    expect(mailsTo('eb.broker')).toHaveLength(0);
    const failedRun = (await digestJobs()).at(-2)!;
    expect(failedRun.status).toBe('failed');
    expect(failedRun.error).toMatch(
      /^1 of 2 alert mails could not be sent\. They are tried again at /,
    );
    const resend = (await digestJobs()).at(-1)!;
    expect(resend).toMatchObject({ status: 'queued', payload: '{"resend":1}' });
    expect(Date.parse(resend.run_after)).toBeGreaterThan(Date.now() + 60_000);
    const [sent, failed] = await digests();
    expect(sent).toMatchObject({ status: 'sent', attempts: 0 });
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed!.error).toMatch(/Mailbox unavailable/);

    smtp.refused.clear();
    await runDigest();

    expect(mailsTo('pc.broker')).toHaveLength(1);
    expect(mailsTo('eb.broker')).toHaveLength(1);
    expect(await digests()).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 0 }),
      expect.objectContaining({ status: 'sent', attempts: 1, error: null }),
    ]);
    const [retried, next] = (await digestJobs()).slice(-2);
    expect(retried!.status).toBe('completed');
    // Then the next daily run, and only that.
    expect(next).toMatchObject({ status: 'queued', payload: '{}' });
  });
});
