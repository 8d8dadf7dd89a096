import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createMailer } from '../../../plugins/mailer';
import {
  insertAlert,
  insertCompany,
  subscribe,
} from '../../../testing/alert-rows';
import { describeEachDialect } from '../../../testing/each-dialect';
import { readOutbox } from '../../../testing/mail-text';
import { demoUserId, useTestDb } from '../../../testing/test-db';
import { setUserPreference } from '../../preferences/index';
import {
  collectDigests,
  collectDueDigests,
  DIGEST_CURSOR,
  hourCursor,
} from './collect-digests';
import { readCursor, writeCursor } from '../alert-cursors.repository';
import { sendDigests } from './send-digests';

const NOW = new Date('2031-03-10T07:00:00Z');
// Everyone's mail at 06:00 (ALERT_DIGEST_HOUR 6), this run the 06:00 one.
const AT_6 = { hour: 6, defaultHour: 6 };

describeEachDialect('digest collection', (dialect) => {
  const db = useTestDb(dialect);
  let dir = '';
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'edge-digest-'));
    await insertCompany(db(), 'M1', 'ZETA TRUCKING');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  beforeEach(async () => {
    for (const table of ['alert_digests', 'alert_cursors', 'alerts']) {
      await sql`delete from ${sql.table(table)}`.execute(db());
    }
    // As if digests had run before the alerts of each test.
    await writeCursor(db(), DIGEST_CURSOR, '0', NOW.toISOString());
  });

  const alertFor = async (username: string, summary: string) => {
    const userId = await demoUserId(db(), username);
    const subscriptionId = await subscribe(db(), userId, 'M1');
    return insertAlert(db(), { userId, subscriptionId, muns: 'M1', summary });
  };
  const digests = () =>
    db()
      .selectFrom('alert_digests')
      .select(['user_id', 'digest_date', 'alert_count', 'last_alert_id'])
      .orderBy('id')
      .execute();

  it('should take each run from where the last one stopped, once per date', async () => {
    const pc = await demoUserId(db(), 'pc.broker');
    await alertFor('pc.broker', 'Old one');
    const second = await alertFor('pc.broker', 'Old two');
    expect(await collectDigests(db(), '2031-03-09', NOW, AT_6)).toBe(1);
    expect(await readCursor(db(), hourCursor(6))).toBe(String(second));

    const third = await alertFor('pc.broker', 'Brand new');
    // The same date again collects nothing: the new alert waits.
    expect(await collectDigests(db(), '2031-03-09', NOW, AT_6)).toBe(0);
    expect(await collectDigests(db(), '2031-03-10', NOW, AT_6)).toBe(1);
    expect(await digests()).toEqual([
      {
        user_id: pc,
        digest_date: '2031-03-09',
        alert_count: 2,
        last_alert_id: second,
      },
      {
        user_id: pc,
        digest_date: '2031-03-10',
        alert_count: 1,
        last_alert_id: third,
      },
    ]);

    const outbox = join(dir, 'cursor');
    const mailer = createMailer({
      smtpUrl: undefined,
      outboxDir: join(outbox, 'outbox'),
      from: 'Edge <no-reply@edge.local>',
      log: { error: () => {} },
    });
    const deps = { db: db(), mailer, publicUrl: 'http://x', secret: 's' };
    expect(await sendDigests(deps, '2031-03-10')).toEqual({
      sent: 2,
      failed: 0,
    });
    const mails = readOutbox(outbox);
    expect(mails).toHaveLength(2);
    const next = mails.find((mail) => mail.includes('Brand new'));
    expect(next).not.toContain('Old');
    expect(mails.find((mail) => mail !== next)).toContain('Old two');
  });

  it('should leave out users who turned it off or are disabled', async () => {
    await alertFor('pc.broker', 'Wanted');
    await alertFor('eb.broker', 'Turned off');
    await alertFor('agency.user', 'Disabled');
    await setUserPreference(
      db(),
      await demoUserId(db(), 'eb.broker'),
      'alerts-digest',
      { enabled: false },
    );
    await db()
      .updateTable('users')
      .set({ is_enabled: 0 })
      .where('username', '=', 'agency.user')
      .execute();
    expect(await collectDigests(db(), '2031-03-10', NOW, AT_6)).toBe(1);
    expect((await digests()).map((d) => d.user_id)).toEqual([
      await demoUserId(db(), 'pc.broker'),
    ]);
  });

  it('should start the first run ever a day back', async () => {
    await sql`delete from alert_cursors`.execute(db());
    const old = await alertFor('pc.broker', 'Last week');
    await db()
      .updateTable('alerts')
      .set({ created_at: '2031-03-01T00:00:00.000Z' })
      .where('id', '=', old)
      .execute();
    const recent = await alertFor('pc.broker', 'Today');
    await db()
      .updateTable('alerts')
      .set({ created_at: '2031-03-10T06:00:00.000Z' })
      .where('id', '=', recent)
      .execute();
    expect(await collectDigests(db(), '2031-03-10', NOW, AT_6)).toBe(1);
    expect(await digests()).toEqual([
      expect.objectContaining({ alert_count: 1, last_alert_id: recent }),
    ]);
  });

  it('should forget the starts of dates past the retry days', async () => {
    await collectDigests(db(), '2031-03-01', NOW, AT_6);
    await collectDigests(db(), '2031-03-08', NOW, AT_6);
    await collectDigests(db(), '2031-03-09', NOW, AT_6);
    const names = await db()
      .selectFrom('alert_cursors')
      .select('name')
      .where('name', 'like', 'digest_from:%')
      .orderBy('name')
      .execute();
    expect(names.map((n) => n.name)).toEqual([
      'digest_from:2031-03-08@06',
      'digest_from:2031-03-09@06',
    ]);
  });

  it('should collect each user at the hour they chose, once a date', async () => {
    const pc = await demoUserId(db(), 'pc.broker');
    const eb = await demoUserId(db(), 'eb.broker');
    await setUserPreference(db(), eb, 'alerts-digest', {
      enabled: true,
      hour: 9,
    });
    await alertFor('pc.broker', 'At six');
    await alertFor('eb.broker', 'At nine');
    const at = (hour: number) => new Date(2031, 2, 10, hour, 5);
    expect(await collectDueDigests(db(), '2031-03-10', at(5), 6)).toBe(0);
    expect(await collectDueDigests(db(), '2031-03-10', at(8), 6)).toBe(1);
    expect((await digests()).map((d) => d.user_id)).toEqual([pc]);
    expect(await collectDueDigests(db(), '2031-03-10', at(9), 6)).toBe(1);
    expect((await digests()).map((d) => d.user_id)).toEqual([pc, eb]);
    // Moved to a later hour the same date: still one mail that date.
    await setUserPreference(db(), eb, 'alerts-digest', {
      enabled: true,
      hour: 10,
    });
    await alertFor('eb.broker', 'Later');
    expect(await collectDueDigests(db(), '2031-03-10', at(10), 6)).toBe(0);
    expect(await digests()).toHaveLength(2);
  });
});
