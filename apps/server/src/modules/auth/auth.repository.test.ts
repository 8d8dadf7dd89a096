import { describe, expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/each-dialect';
import { demoUserId, useTestDb } from '../../testing/test-db';
import {
  clearSlots,
  clearUserSlots,
  returnSlot,
  takeSlot,
} from './login-throttle.repository';
import {
  endSession,
  endUserSessions,
  findSessionWithUser,
  insertSession,
  updateSession,
} from './sessions.repository';
import {
  findUserByUsername,
  findUsersByEmail,
  spendTotpStep,
  updatePasswordHash,
} from './users.repository';

const T = (minute: number) =>
  `2030-01-01T00:${String(minute).padStart(2, '0')}:00.000Z`;

describeEachDialect('auth repositories', (dialect) => {
  const db = useTestDb(dialect);

  describe('users', () => {
    it('should find a user by lower-case user name and by e-mail ignoring case', async () => {
      expect((await findUserByUsername(db(), 'pc.broker'))?.email).toBe(
        'pc.broker@demo.edge.local',
      );
      expect(await findUserByUsername(db(), 'nobody')).toBeUndefined();
      const byEmail = await findUsersByEmail(db(), 'PC.Broker@Demo.Edge.Local');
      expect(byEmail.map((u) => u.username)).toEqual(['pc.broker']);
    });

    it('should update the password hash of one user only', async () => {
      const id = await demoUserId(db(), 'trial.broker');
      await updatePasswordHash(db(), id, 'new-hash');
      expect(
        (await findUserByUsername(db(), 'trial.broker'))?.password_hash,
      ).toBe('new-hash');
      expect(
        (await findUserByUsername(db(), 'pc.broker'))?.password_hash,
      ).not.toBe('new-hash');
    });
  });

  describe('sessions', () => {
    const session = (id: string, userId: number) => ({
      id,
      public_id: `public-${id}`,
      user_id: userId,
      created_at: T(0),
      last_seen_at: T(0),
      expires_at: T(59),
      mfa_pending: 0,
    });

    it('should find a session with its user and end the others of that user only', async () => {
      const agency = await demoUserId(db(), 'agency.owner');
      const other = await demoUserId(db(), 'agency.user');
      for (const id of ['a1', 'a2', 'a3'])
        await insertSession(db(), session(id, agency));
      await insertSession(db(), session('b1', other));
      await endUserSessions(db(), agency, 'replaced', T(5), 'a3');
      const [a1, a3, b1] = await Promise.all(
        ['a1', 'a3', 'b1'].map((id) => findSessionWithUser(db(), id)),
      );
      expect(a1).toMatchObject({
        end_reason: 'replaced',
        ended_at: T(5),
        username: 'agency.owner',
      });
      expect(a3?.ended_at).toBeNull();
      expect(b1?.ended_at).toBeNull();
    });

    it('should not overwrite why a session already ended', async () => {
      const id = await demoUserId(db(), 'ent.group');
      await insertSession(db(), session('c1', id));
      await endSession(db(), 'c1', 'logout', T(1));
      await endSession(db(), 'c1', 'expired', T(2));
      expect(await findSessionWithUser(db(), 'c1')).toMatchObject({
        end_reason: 'logout',
        ended_at: T(1),
      });
    });

    it('should update last seen and the MFA mark', async () => {
      const id = await demoUserId(db(), 'mfa.broker');
      await insertSession(db(), { ...session('m1', id), mfa_pending: 1 });
      await updateSession(db(), 'm1', { mfa_pending: 0, last_seen_at: T(9) });
      expect(await findSessionWithUser(db(), 'm1')).toMatchObject({
        mfa_pending: 0,
        last_seen_at: T(9),
        mfa_secret: 'JBSWY3DPEHPK3PXP',
      });
    });
  });

  describe('sign-in throttle', () => {
    const slot = (key: string, limit: number, windowSince = T(0)) => ({
      key,
      username: 'x.user',
      limit,
      windowSince,
    });

    it('should give no more slots than the limit to attempts taken at once', async () => {
      const taken = await Promise.all(
        Array.from({ length: 40 }, () =>
          takeSlot(db(), slot('p:burst', 5), T(1)),
        ),
      );
      expect(taken.filter(Boolean)).toHaveLength(5);
    });

    it('should start a new window once the old one expired', async () => {
      expect(await takeSlot(db(), slot('p:w', 1), T(1))).toBe(true);
      expect(await takeSlot(db(), slot('p:w', 1), T(2))).toBe(false);
      // The window that started at minute 1 is older than minute 5.
      expect(await takeSlot(db(), slot('p:w', 1, T(5)), T(6))).toBe(true);
      expect(await takeSlot(db(), slot('p:w', 1, T(5)), T(7))).toBe(false);
    });

    it('should free a returned slot and forget cleared keys', async () => {
      expect(await takeSlot(db(), slot('p:r', 1), T(1))).toBe(true);
      await returnSlot(db(), 'p:r');
      expect(await takeSlot(db(), slot('p:r', 1), T(1))).toBe(true);
      await clearSlots(db(), ['p:r']);
      expect(await takeSlot(db(), slot('p:r', 1), T(1))).toBe(true);
      await clearUserSlots(db(), 'x.user');
      const left = await db()
        .selectFrom('login_throttle')
        .select('key')
        .where('username', '=', 'x.user')
        .execute();
      expect(left).toEqual([]);
    });
  });

  describe('TOTP steps', () => {
    it('should spend a step once, and no earlier step after it', async () => {
      const user = await findUserByUsername(db(), 'mfa.broker');
      const id = user!.id;
      expect(await spendTotpStep(db(), id, 100)).toBe(true);
      expect(await spendTotpStep(db(), id, 100)).toBe(false);
      expect(await spendTotpStep(db(), id, 99)).toBe(false);
      expect(await spendTotpStep(db(), id, 101)).toBe(true);
    });
  });
});
