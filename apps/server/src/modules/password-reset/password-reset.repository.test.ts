import { expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/each-dialect';
import { demoUserId, useTestDb } from '../../testing/test-db';
import {
  findPasswordReset,
  insertPasswordReset,
  markPasswordResetUsed,
  markUserResetsUsed,
} from './password-reset.repository';

describeEachDialect('password reset repository', (dialect) => {
  const db = useTestDb(dialect);
  const reset = (token_hash: string, user_id: number) => ({
    token_hash,
    user_id,
    created_at: '2030-01-01T00:00:00.000Z',
    expires_at: '2030-01-01T01:00:00.000Z',
    used_at: null,
  });

  it('should mark a link used exactly once', async () => {
    const user = await demoUserId(db(), 'pc.broker');
    await insertPasswordReset(db(), reset('h1', user));
    expect(
      await markPasswordResetUsed(db(), 'h1', '2030-01-01T00:10:00.000Z'),
    ).toBe(true);
    expect(
      await markPasswordResetUsed(db(), 'h1', '2030-01-01T00:11:00.000Z'),
    ).toBe(false);
    expect((await findPasswordReset(db(), 'h1'))?.used_at).toBe(
      '2030-01-01T00:10:00.000Z',
    );
  });

  it("should retire one user's open links only", async () => {
    const user = await demoUserId(db(), 'eb.broker');
    const other = await demoUserId(db(), 'ent.admin');
    await insertPasswordReset(db(), reset('h2', user));
    await insertPasswordReset(db(), reset('h3', other));
    await markUserResetsUsed(db(), user, '2030-01-01T00:20:00.000Z');
    expect((await findPasswordReset(db(), 'h2'))?.used_at).not.toBeNull();
    expect((await findPasswordReset(db(), 'h3'))?.used_at).toBeNull();
    expect(await findPasswordReset(db(), 'missing')).toBeUndefined();
  });
});
