import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/each-dialect';
import { demoUserId, useTestDb } from '../../testing/test-db';
import { findPreference, upsertPreference } from './preferences.repository';

describeEachDialect('preferences repository', (dialect) => {
  const db = useTestDb(dialect);
  let userId = 0;
  let otherId = 0;
  const row = (user: number, value: string) => ({
    user_id: user,
    name: 'results-columns.pc',
    value,
    updated_at: new Date().toISOString(),
  });

  beforeAll(async () => {
    userId = await demoUserId(db(), 'full.broker');
    otherId = await demoUserId(db(), 'ent.admin');
  });

  it('should keep one value per user and name, the last one set', async () => {
    expect(
      await findPreference(db(), userId, 'results-columns.pc'),
    ).toBeUndefined();
    await upsertPreference(db(), row(userId, '["entity_name"]'));
    await upsertPreference(db(), row(userId, '["entity_name","state"]'));
    expect(await findPreference(db(), userId, 'results-columns.pc')).toBe(
      '["entity_name","state"]',
    );
    expect(
      await findPreference(db(), userId, 'results-columns.eb'),
    ).toBeUndefined();
  });

  it("should not return another user's value", async () => {
    await upsertPreference(db(), row(otherId, '["entity_name","zip"]'));
    expect(await findPreference(db(), userId, 'results-columns.pc')).toBe(
      '["entity_name","state"]',
    );
  });
});
