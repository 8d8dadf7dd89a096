import { sql } from 'kysely';
import { beforeEach, expect, it } from 'vitest';
import type { Db } from '../../../db/database';
import { fixture, writeLike } from '../../../testing/dataset-files/index';
import { describeEachDialect } from '../../../testing/each-dialect';
import { useIngestDb } from '../../../testing/ingest-db';
import {
  benefitContract,
  motorCarrier,
  welfareFiling,
  wcPolicy,
} from '../../../testing/renewal-facts';
import { raiseRenewalReminders } from './raise-renewal-reminders';

const events = (db: Db) =>
  db
    .selectFrom('company_events')
    .select([
      'muns',
      'type',
      'occurred_date',
      'summary',
      'changes',
      'dataset',
      'source_key',
      'source_year',
      'as_of_date',
      'event_key',
    ])
    .orderBy('type')
    .orderBy('muns')
    .orderBy('event_key')
    .execute();

const dueDate = (after: string) =>
  JSON.stringify([{ label: 'Due date', before: null, after }]);

describeEachDialect('renewal reminders', (dialect) => {
  const t = useIngestDb(dialect);
  beforeEach(async () => {
    await sql`delete from company_events`.execute(t.db());
    await t.reset();
  });
  const ingest = async (name: string, rows: Record<string, string>[]) => {
    const { files } = await t.ingest([writeLike(t.dir(), name, rows)]);
    expect(files.map((f) => [f.status, f.rejected])).toEqual([['done', 0]]);
  };
  const munsOf = async (table: 'wc_policies' | 'motor_carriers', key: string) =>
    (
      await t
        .db()
        .selectFrom(table)
        .select('muns')
        .where('source_key', '=', key)
        .executeTakeFirstOrThrow()
    ).muns!;

  it('should raise the imported fixtures reminders from their fact rows', async () => {
    await t.ingest(
      [
        'f_5500_2024_latest.csv',
        'f_5500_sf_2024_latest.csv',
        'f_sch_a_2024_latest.csv',
        'fmcsa_census.csv',
        'wc_policies.csv',
      ].map(fixture),
    );
    const now = new Date('2026-11-15T06:00:00Z');
    expect(await raiseRenewalReminders(t.db(), '2026-11-15', { now })).toBe(2);
    const contractFile = await t
      .db()
      .selectFrom('import_files')
      .select('id')
      .where('dataset', '=', 'sch_a')
      .executeTakeFirstOrThrow();
    const rows = await t
      .db()
      .selectFrom('company_events')
      .selectAll()
      .execute();
    expect(rows.map((r) => [r.dataset, r.import_file_id])).toContainEqual([
      'sch_a',
      contractFile.id,
    ]);
    expect(rows.every((r) => r.created_at === now.toISOString())).toBe(true);
    expect(await events(t.db())).toEqual([
      {
        // The 2024 contracts starting January 1 (two plans' filings); the
        // July one is 228 days off and one has no policy year.
        muns: '100000001',
        type: 'bta_renewal_reminder',
        occurred_date: '2026-11-02',
        summary:
          'Benefit plan contracts with UNITEDHEALTHCARE INSURANCE COMPANY, Guardian Life Ins. Co. of America and PRINCIPAL LIFE INSURANCE COMPANY renew 1/1/2027 (in 60 days)',
        changes: dueDate('1/1/2027'),
        dataset: 'sch_a',
        source_key: '20250729101530P030001234567001:1',
        source_year: 2024,
        as_of_date: '2025-07-29',
        event_key: '2027-01-01:60',
      },
      {
        // Cancelled in March, reinstated in April: still a renewal.
        muns: '100000005',
        type: 'wc_renewal_reminder',
        occurred_date: '2026-11-02',
        summary:
          "Workers' comp policy with MAINE EMPLOYERS' MUTUAL INSURANCE CO renews 1/1/2027 (in 60 days)",
        changes: dueDate('1/1/2027'),
        dataset: 'wc_policies',
        source_key: 'WC-ME-0002',
        source_year: 2025,
        as_of_date: '2025-09-30',
        event_key: '2027-01-01:60',
      },
    ]);
  });

  it('should raise each window once, on the day it opens or later', async () => {
    await ingest('wc_policies.csv', [
      wcPolicy({
        id: 'W1',
        company: 1,
        effective: '2026-03-01',
        expiration: '2027-03-01',
      }),
    ]);
    const raise = (today: string) => raiseRenewalReminders(t.db(), today);
    expect(await raise('2026-10-31')).toBe(0);
    expect(await raise('2026-11-01')).toBe(1);
    expect(await raise('2026-11-01')).toBe(0);
    expect(await raise('2026-11-30')).toBe(0);
    expect(await raise('2026-12-01')).toBe(1);
    expect(await raise('2027-01-15')).toBe(1);
    expect(await raise('2027-03-01')).toBe(0);
    const rows = await events(t.db());
    expect(rows.map((r) => [r.event_key, r.occurred_date, r.summary])).toEqual([
      [
        '2027-03-01:120',
        '2026-11-01',
        "Workers' comp policy with TRAVELERS renews 3/1/2027 (in 120 days)",
      ],
      [
        '2027-03-01:60',
        '2026-12-31',
        "Workers' comp policy with TRAVELERS renews 3/1/2027 (in 60 days)",
      ],
      [
        '2027-03-01:90',
        '2026-12-01',
        "Workers' comp policy with TRAVELERS renews 3/1/2027 (in 90 days)",
      ],
    ]);
  });

  it('should take the latest policy not cancelled, and its next yearly return', async () => {
    await ingest('wc_policies.csv', [
      // Company 1: the 2025 term was cancelled; the 2024 term's X-date
      // (February 1) comes back every year.
      wcPolicy({
        id: 'A-2024',
        company: 1,
        carrier: 'OLD CARRIER',
        effective: '2024-02-01',
        expiration: '2025-02-01',
      }),
      wcPolicy({
        id: 'A-2025',
        company: 1,
        carrier: 'GONE CARRIER',
        effective: '2025-02-01',
        expiration: '2026-02-01',
        cancelled: '2025-06-01',
        status: 'CANCELLED',
      }),
      // Company 2: the latest term wins over an earlier one.
      wcPolicy({
        id: 'B-2024',
        company: 2,
        carrier: 'FIRST CARRIER',
        effective: '2024-12-15',
        expiration: '2025-12-15',
      }),
      wcPolicy({
        id: 'B-2025',
        company: 2,
        carrier: 'SECOND CARRIER',
        effective: '2025-12-15',
        expiration: '2026-12-15',
      }),
      // Company 3: a leap-day term renews on February 28.
      wcPolicy({
        id: 'C-2024',
        company: 3,
        effective: '2023-02-28',
        expiration: '2024-02-29',
      }),
    ]);
    expect(await raiseRenewalReminders(t.db(), '2026-11-15')).toBe(3);
    const rows = await events(t.db());
    expect(
      Object.fromEntries(rows.map((r) => [r.source_key, r.summary])),
    ).toEqual({
      'A-2024':
        "Workers' comp policy with OLD CARRIER renews 2/1/2027 (in 90 days)",
      'B-2025':
        "Workers' comp policy with SECOND CARRIER renews 12/15/2026 (in 60 days)",
      'C-2024':
        "Workers' comp policy with TRAVELERS renews 2/28/2027 (in 120 days)",
    });
    expect(rows.find((r) => r.source_key === 'C-2024')!.muns).toBe(
      await munsOf('wc_policies', 'C-2024'),
    );
  });

  it('should raise DOT reminders from the USDOT number digits', async () => {
    await ingest('fmcsa_census.csv', [
      // 0 -> October, even: due 10/31/2026.
      motorCarrier('1200', 1),
      // 1 -> January, odd: due 1/31/2027; and a second number due the
      // same day makes one reminder.
      motorCarrier('4413', 2),
      motorCarrier('9915', 2),
      // 9 -> September, even: due 9/30/2028, too far.
      motorCarrier('5592', 3),
    ]);
    expect(await raiseRenewalReminders(t.db(), '2026-10-01')).toBe(1);
    expect(await raiseRenewalReminders(t.db(), '2026-10-15')).toBe(1);
    const rows = await events(t.db());
    expect(rows.map((r) => [r.source_key, r.summary, r.occurred_date])).toEqual(
      [
        [
          '1200',
          'MCS-150 update for USDOT 1200 due 10/31/2026 (in 60 days)',
          '2026-09-01',
        ],
        [
          '4413',
          'MCS-150 updates for USDOT 4413 and 9915 due 1/31/2027 (in 120 days)',
          '2026-10-03',
        ],
      ],
    );
    expect(rows[0]).toMatchObject({
      dataset: 'fmcsa_census',
      muns: await munsOf('motor_carriers', '1200'),
      event_key: '2026-10-31:60',
    });
  });

  it('should raise benefit plan reminders from the latest filing only', async () => {
    await ingest('f_5500_2024_latest.csv', [
      welfareFiling('20240730101010P030000000001001', 7, '2023-03-01'),
      welfareFiling('20250730101010P030000000002001', 7, '2024-01-01'),
    ]);
    await ingest('f_sch_a_2024_latest.csv', [
      // 2023's contract renewed on March 1: not the latest filing.
      benefitContract({
        ack: '20240730101010P030000000001001',
        formId: 1,
        carrier: 'OLD HEALTH CO',
        begin: '2023-03-01',
        from: '2023-03-01',
        to: '2024-02-29',
      }),
      // 2024: one contract by its start, one by the day after its end.
      benefitContract({
        ack: '20250730101010P030000000002001',
        formId: 1,
        carrier: 'AETNA LIFE',
        begin: '2024-01-01',
        from: '2024-01-01',
        to: '2024-12-31',
      }),
      benefitContract({
        ack: '20250730101010P030000000002001',
        formId: 2,
        carrier: 'DENTAL CO',
        begin: '2024-01-01',
        to: '2024-12-31',
      }),
    ]);
    expect(await raiseRenewalReminders(t.db(), '2026-12-15')).toBe(1);
    expect(await events(t.db())).toEqual([
      expect.objectContaining({
        type: 'bta_renewal_reminder',
        summary:
          'Benefit plan contracts with AETNA LIFE and DENTAL CO renew 1/1/2027 (in 60 days)',
        source_key: '20250730101010P030000000002001:1',
        source_year: 2024,
        as_of_date: '2025-07-30',
        event_key: '2027-01-01:60',
      }),
    ]);
  });

  it('should page through companies in batches and raise the same', async () => {
    await ingest(
      'wc_policies.csv',
      Array.from({ length: 7 }, (_, i) =>
        wcPolicy({
          id: `P${i}`,
          company: i,
          effective: '2026-01-01',
          expiration: '2027-01-01',
        }),
      ),
    );
    const done: number[] = [];
    const raised = await raiseRenewalReminders(t.db(), '2026-12-01', {
      batchSize: 3,
      onBatch: async (count) => {
        done.push(count);
      },
    });
    expect(raised).toBe(7);
    expect(done).toEqual([3, 6, 9]);
    expect(new Set((await events(t.db())).map((r) => r.muns)).size).toBe(7);
  });
});
