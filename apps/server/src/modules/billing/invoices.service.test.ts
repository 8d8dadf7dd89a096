import { expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { describeEachDialect } from '../../testing/each-dialect';
import { useTestDb } from '../../testing/test-db';
import { getBilling, getInvoice } from './billing.service';
import {
  billAccount,
  markInvoicePaid,
  recordInvoice,
} from './invoices.service';

const accountId = async (db: Db, name: string) =>
  (
    await db
      .selectFrom('accounts')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;

const NOW = new Date('2026-03-10T15:00:00.000Z');

describeEachDialect('invoices', (dialect) => {
  const db = useTestDb(dialect);

  it('should number the invoices of an account in turn and price them from the plan', async () => {
    const keystone = await accountId(db(), 'Keystone Insurance Advisors');
    const first = await recordInvoice(
      db(),
      {
        accountId: keystone,
        plan: 'agency',
        modules: ['PC', 'H-W'],
        seats: 5,
        period: { start: '2026-01-05', end: '2026-02-04' },
        issuedOn: '2026-01-05',
        paidOn: '2026-01-07',
      },
      NOW,
    );
    const pad = String(keystone).padStart(5, '0');
    expect(first).toEqual({
      id: expect.any(Number),
      number: `INV-${pad}-0001`,
      issued_on: '2026-01-05',
      due_on: '2026-02-04',
      period_start: '2026-01-05',
      period_end: '2026-02-04',
      plan: 'agency',
      seats: 5,
      total_cents: 2 * 5 * 9_500,
      status: 'paid',
      paid_on: '2026-01-07',
    });
    const second = await billAccount(db(), keystone, { now: NOW });
    expect(second).toMatchObject({
      number: `INV-${pad}-0002`,
      issued_on: '2026-03-10',
      // The day after the last period, for a month.
      period_start: '2026-02-05',
      period_end: '2026-03-04',
      seats: 5,
      // Every module it bought: PC, H-W, SGR and A-R.
      total_cents: 4 * 5 * 9_500,
      status: 'open',
      paid_on: null,
    });
    const invoice = await getInvoice(db(), keystone, second.id, NOW);
    expect(invoice.account_name).toBe('Keystone Insurance Advisors');
    expect(invoice.lines.map((l) => [l.product, l.amount_cents])).toEqual([
      ['PC', 47_500],
      ['H-W', 47_500],
      ['SGR', 47_500],
      ['A-R', 47_500],
    ]);
  });

  it('should say overdue after the due day, and paid once paid', async () => {
    const summit = await accountId(db(), 'Summit Risk Partners');
    const invoice = await recordInvoice(db(), {
      accountId: summit,
      plan: 'agency',
      modules: ['PC'],
      seats: 5,
      period: { start: '2026-01-01', end: '2026-01-31' },
      issuedOn: '2026-01-01',
    });
    const statusOn = async (day: string) =>
      (
        await getBilling(db(), summit, new Date(`${day}T12:00:00Z`))
      ).invoices.find((i) => i.id === invoice.id)!.status;
    expect(await statusOn('2026-01-31')).toBe('open');
    expect(await statusOn('2026-02-01')).toBe('overdue');
    const paid = await markInvoicePaid(db(), invoice.number, '2026-02-03');
    expect(paid).toMatchObject({ status: 'paid', paid_on: '2026-02-03' });
    expect(await statusOn('2026-02-05')).toBe('paid');
  });

  it('should refuse a module its plan lacks, a bad day and a period that ends first', async () => {
    const gulf = await accountId(db(), 'Gulf & Islands Insurance');
    const base = {
      accountId: gulf,
      plan: 'regional' as const,
      modules: ['PC' as const],
      seats: 5,
      period: { start: '2026-01-01', end: '2026-01-31' },
      issuedOn: '2026-01-01',
    };
    const reasonOf = (error: unknown) =>
      (error as { extraData: { code: string; reason: string } }).extraData;
    await expect(
      recordInvoice(db(), { ...base, modules: ['SGR'] }),
    ).rejects.toSatisfy(
      (e) =>
        reasonOf(e).code === 'INVOICE_NOT_BILLABLE' &&
        reasonOf(e).reason === 'Regional does not include SGR.',
    );
    await expect(
      recordInvoice(db(), { ...base, issuedOn: '2026-02-30' }),
    ).rejects.toSatisfy(
      (e) => reasonOf(e).reason === 'Days are written YYYY-MM-DD.',
    );
    await expect(
      recordInvoice(db(), {
        ...base,
        period: { start: '2026-02-01', end: '2026-01-31' },
      }),
    ).rejects.toSatisfy(
      (e) => reasonOf(e).reason === 'The period ends before it starts.',
    );
    expect((await getBilling(db(), gulf)).invoices).toEqual([]);
  });

  it("should not show another account's invoice", async () => {
    const summit = await accountId(db(), 'Summit Risk Partners');
    const sentinel = await accountId(db(), 'Sentinel Commercial Brokers');
    const invoice = await billAccount(db(), summit, { now: NOW });
    await expect(getInvoice(db(), sentinel, invoice.id)).rejects.toMatchObject({
      statusCode: 404,
      code: 'INVOICE_NOT_FOUND',
    });
  });
});
