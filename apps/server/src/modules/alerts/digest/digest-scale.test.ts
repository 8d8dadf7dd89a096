import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { createMailer } from '../../../plugins/mailer';
import { insertCompany } from '../../../testing/alert-rows';
import { describeEachDialect } from '../../../testing/each-dialect';
import {
  startCountingSmtpPeer,
  type CountingSmtpPeer,
} from '../../../testing/smtp-peer';
import { useTestDb } from '../../../testing/test-db';
import { collectDigests, DIGEST_CURSOR } from './collect-digests';
import { writeCursor } from '../alert-cursors.repository';
import { sendDigests } from './send-digests';

const USERS = 10_000;
const CHUNK = 100;

// Many users, each subscribed to one company with two new alerts, written
// in bulk as delivery would.
async function seedSubscribers(db: Db): Promise<void> {
  const template = await db
    .selectFrom('users')
    .selectAll()
    .where('username', '=', 'pc.broker')
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const events = await db
    .insertInto('company_events')
    .values(
      [1, 2].map((n) => ({
        muns: 'S1',
        type: 'osha_inspection',
        occurred_date: '2026-11-20',
        summary: `Inspection ${n}`,
        changes: '[]',
        event_key: `scale:${n}`,
        created_at: now,
      })),
    )
    .returning('id')
    .execute();
  for (let first = 0; first < USERS; first += CHUNK) {
    const { id: _, ...row } = template;
    const users = await db
      .insertInto('users')
      .values(
        Array.from({ length: CHUNK }, (_, i) => ({
          ...row,
          username: `scale.${first + i}`,
          email: `scale.${first + i}@example.com`,
        })),
      )
      .returning('id')
      .execute();
    const subscriptions = await db
      .insertInto('alert_subscriptions')
      .values(
        users.map((user) => ({
          user_id: user.id,
          kind: 'favorite' as const,
          application: 'PC' as const,
          muns: 'S1',
          enabled: 1,
          started_at: now,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning(['id', 'user_id'])
      .execute();
    await db
      .insertInto('alerts')
      .values(
        subscriptions.flatMap((s) =>
          events.map((event) => ({
            user_id: s.user_id,
            event_id: event.id,
            subscription_id: s.id,
            application: 'PC' as const,
            muns: 'S1',
            type: 'osha_inspection',
            occurred_date: '2026-11-20',
            checked: 0,
            created_at: now,
          })),
        ),
      )
      .execute();
  }
}

describeEachDialect('digest at scale', (dialect) => {
  const db = useTestDb(dialect);
  let smtp: CountingSmtpPeer;
  beforeAll(async () => {
    smtp = await startCountingSmtpPeer();
    await insertCompany(db(), 'S1', 'SCALE HOLDINGS');
    await writeCursor(db(), DIGEST_CURSOR, '0', new Date().toISOString());
    await seedSubscribers(db());
  }, 120_000);
  afterAll(() => smtp.close());

  it(`should mail ${USERS.toLocaleString('en-US')} users in under 60 seconds`, async () => {
    const mailer = createMailer({
      smtpUrl: smtp.url,
      outboxDir: '',
      from: 'Edge <no-reply@edge.local>',
      log: { error: () => {} },
    });
    const started = performance.now();
    expect(
      await collectDigests(db(), '2026-11-27', new Date(), {
        hour: 6,
        defaultHour: 6,
      }),
    ).toBe(USERS);
    const outcome = await sendDigests(
      { db: db(), mailer, publicUrl: 'https://edge.example.com', secret: 's' },
      '2026-11-27',
    );
    const seconds = (performance.now() - started) / 1000;
    await mailer.close();
    expect(outcome).toEqual({ sent: USERS, failed: 0 });
    expect(await smtp.count()).toBe(USERS);
    expect(
      seconds,
      `${USERS} digests took ${seconds.toFixed(1)} s`,
    ).toBeLessThan(60);
  }, 120_000);
});
