import { expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/each-dialect';
import { useTestDb } from '../../testing/test-db';
import { findAccountById } from './accounts.repository';

describeEachDialect('accounts repository', (dialect) => {
  const db = useTestDb(dialect);

  it('should find an account by id', async () => {
    const first = await db()
      .selectFrom('accounts')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(await findAccountById(db(), first.id)).toMatchObject({
      id: first.id,
      name: 'Summit Risk Partners',
      account_type: 1,
      plan: 'agency',
      seats: 5,
    });
    expect(await findAccountById(db(), 999_999)).toBeUndefined();
  });
});
