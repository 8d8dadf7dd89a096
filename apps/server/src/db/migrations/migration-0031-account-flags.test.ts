import { expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/each-dialect';
import { useTestDb } from '../../testing/test-db';
import { accountFlags } from './migration-0031-account-flags';

describeEachDialect('migration 0031: account flags', (dialect) => {
  const db = useTestDb(dialect, { seedDemo: false });

  it('should drop the flags no version reads and keep the others', async () => {
    const migration = accountFlags();
    await migration.down!(db());
    // Today's seed holds redirect-partner-domain again (decision 0036).
    await db()
      .deleteFrom('feature_flags')
      .where('key', '=', 'redirect-partner-domain')
      .execute();
    await db()
      .insertInto('feature_flags')
      .values([
        { key: 'redirect-partner-domain', value: 'true' },
        { key: 'eb-broker-search', value: 'false' },
      ])
      .execute();
    await migration.up(db());
    const keys = (
      await db().selectFrom('feature_flags').select('key').execute()
    ).map((row) => row.key);
    expect(keys.sort()).toEqual([
      'auto-refresh-new-version',
      'dashboard-pdf-export',
      'statistics-enabled',
    ]);
    expect(
      await db().selectFrom('account_feature_flags').selectAll().execute(),
    ).toEqual([]);
  });
});
