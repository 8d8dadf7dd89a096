import { expect, it } from 'vitest';
import type { Db } from '../db/database';
import { describeEachDialect } from '../testing/each-dialect';
import { useTestDb } from '../testing/test-db';
import { BillingUsageError, runBillingCommand } from './billing-command';

const NOW = new Date('2026-03-10T12:00:00.000Z');

const accountId = async (db: Db, name: string) =>
  (
    await db
      .selectFrom('accounts')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
  ).id;

describeEachDialect('npm run billing', (dialect) => {
  const db = useTestDb(dialect);
  const run = (...argv: string[]) => runBillingCommand(db(), argv, NOW);

  it('should list the accounts with their plans', async () => {
    const lines = await run('accounts');
    expect(lines.find((l) => l.includes('Meridian'))).toMatch(
      /^ *\d+ {2}Enterprise {2}25 seats +renews \d{4}-\d{2}-\d{2} {2}Meridian/,
    );
    expect(lines.find((l) => l.includes('Red River'))).toMatch(
      /^ *\d+ {2}Trial +2 seats +renews/,
    );
  });

  it("should bill an account's next period from its plan, list it and record its payment", async () => {
    const northstar = await accountId(db(), 'Northstar Corporate Risk');
    const pad = String(northstar).padStart(5, '0');
    expect(await run('list', '--account', String(northstar))).toEqual([
      'No invoices recorded.',
    ]);
    expect(
      await run(
        'invoice',
        '--account',
        String(northstar),
        '--from',
        '2026-04-01',
      ),
    ).toEqual([
      `Recorded INV-${pad}-0001  issued 2026-03-10  2026-04-01 to 2027-03-31  Enterprise, 10 seats  $10,200.00  open`,
    ]);
    // The next one starts the day after: another year.
    await run('invoice', '--account', String(northstar));
    expect(await run('paid', `INV-${pad}-0001`, '--on', '2026-03-12')).toEqual([
      `Paid INV-${pad}-0001  issued 2026-03-10  2026-04-01 to 2027-03-31  Enterprise, 10 seats  $10,200.00  paid 2026-03-12`,
    ]);
    expect(await run('list', '--account', String(northstar))).toEqual([
      `INV-${pad}-0002  issued 2026-03-10  2027-04-01 to 2028-03-31  Enterprise, 10 seats  $10,200.00  open`,
      `INV-${pad}-0001  issued 2026-03-10  2026-04-01 to 2027-03-31  Enterprise, 10 seats  $10,200.00  paid 2026-03-12`,
    ]);
  });

  it('should explain a command line it cannot run', async () => {
    await expect(run('invoice')).rejects.toThrow(
      new BillingUsageError('Name the account: --account ID.'),
    );
    await expect(run('refund')).rejects.toThrow("Unknown command 'refund'.");
    await expect(run('paid', 'INV-404')).rejects.toMatchObject({
      code: 'INVOICE_NOT_FOUND',
    });
  });
});
