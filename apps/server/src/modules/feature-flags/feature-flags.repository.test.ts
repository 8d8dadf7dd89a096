import { expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/each-dialect';
import { useTestDb } from '../../testing/test-db';
import { findFlagValue, upsertFlagValue } from './feature-flags.repository';

describeEachDialect('feature flags repository', (dialect) => {
  const db = useTestDb(dialect, { seedDemo: false });

  it('should read, insert and overwrite a flag', async () => {
    expect(await findFlagValue(db(), 'statistics-enabled')).toBe('false');
    expect(await findFlagValue(db(), 'new-flag')).toBeUndefined();
    await upsertFlagValue(db(), 'new-flag', 'true');
    await upsertFlagValue(db(), 'statistics-enabled', 'true');
    expect(await findFlagValue(db(), 'new-flag')).toBe('true');
    expect(await findFlagValue(db(), 'statistics-enabled')).toBe('true');
  });
});
