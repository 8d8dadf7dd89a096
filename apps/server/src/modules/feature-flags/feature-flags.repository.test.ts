import { expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/each-dialect';
import { insertTestAccount } from '../../testing/accounts';
import { useTestDb } from '../../testing/test-db';
import {
  deleteAccountFlag,
  findAccountFlagValue,
  findFlagValue,
  findFlagValues,
  listAccountFlagRows,
  upsertAccountFlag,
  upsertFlagValue,
} from './feature-flags.repository';

describeEachDialect('feature flags repository', (dialect) => {
  const db = useTestDb(dialect);

  const accountOf = async (username: string) =>
    (
      await db()
        .selectFrom('users')
        .select('account_id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).account_id;

  it('should read, insert and overwrite a flag for every account', async () => {
    expect(await findFlagValue(db(), 'statistics-enabled')).toBe('false');
    expect(await findFlagValue(db(), 'new-flag')).toBeUndefined();
    await upsertFlagValue(db(), 'new-flag', 'true');
    await upsertFlagValue(db(), 'statistics-enabled', 'true');
    expect(await findFlagValue(db(), 'new-flag')).toBe('true');
    expect(
      await findFlagValues(db(), ['statistics-enabled', 'new-flag', 'none']),
    ).toEqual(
      new Map([
        ['statistics-enabled', 'true'],
        ['new-flag', 'true'],
      ]),
    );
    await upsertFlagValue(db(), 'statistics-enabled', 'false');
  });

  it("should keep an account's own value apart from every other account's", async () => {
    const pc = await accountOf('pc.broker');
    const eb = await accountOf('eb.broker');
    const staff = await accountOf('staff.admin');
    const row = {
      account_id: eb,
      flag: 'dashboard-pdf-export',
      value: 'true',
      changed_at: '2026-01-02T03:04:05.000Z',
      changed_by: null,
    };
    await upsertAccountFlag(db(), row);
    expect(await findAccountFlagValue(db(), eb, 'dashboard-pdf-export')).toBe(
      'true',
    );
    expect(
      await findAccountFlagValue(db(), pc, 'dashboard-pdf-export'),
    ).toBeUndefined();
    const staffUser = (
      await db()
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'staff.admin')
        .executeTakeFirstOrThrow()
    ).id;
    const changed = {
      ...row,
      value: 'false',
      changed_at: '2026-02-03T04:05:06.000Z',
      changed_by: staffUser,
    };
    await upsertAccountFlag(db(), changed);
    expect(await listAccountFlagRows(db(), [eb, staff])).toEqual(
      expect.arrayContaining([changed]),
    );
    expect(
      (await listAccountFlagRows(db(), [eb])).filter(
        (r) => r.flag === 'dashboard-pdf-export',
      ),
    ).toEqual([changed]);
    expect(await listAccountFlagRows(db(), [])).toEqual([]);
    expect(await deleteAccountFlag(db(), eb, 'dashboard-pdf-export')).toBe(
      true,
    );
    expect(await deleteAccountFlag(db(), eb, 'dashboard-pdf-export')).toBe(
      false,
    );
    expect(
      await findAccountFlagValue(db(), eb, 'dashboard-pdf-export'),
    ).toBeUndefined();
  });

  it("should forget an account's values with the account", async () => {
    const id = await insertTestAccount(db(), 1);
    await upsertAccountFlag(db(), {
      account_id: id,
      flag: 'statistics-enabled',
      value: 'true',
      changed_at: '2026-01-01T00:00:00.000Z',
      changed_by: null,
    });
    await db().deleteFrom('accounts').where('id', '=', id).execute();
    expect(await listAccountFlagRows(db(), [id])).toEqual([]);
  });
});
