import { expect, it } from 'vitest';
import { describeEachDialect } from '../testing/each-dialect';
import { demoUserId, useTestDb } from '../testing/test-db';
import { lockUserRow } from './lock-user-row';

describeEachDialect('lockUserRow', (dialect) => {
  const db = useTestDb(dialect);

  it('should lock the user inside a transaction without changing it', async () => {
    const userId = await demoUserId(db(), 'pc.broker');
    const user = () =>
      db()
        .selectFrom('users')
        .selectAll()
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
    const before = await user();
    await db()
      .transaction()
      .execute((trx) => lockUserRow(trx, userId));
    expect(await user()).toEqual(before);
  });
});
