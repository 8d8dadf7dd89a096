import type { FastifyRequest } from 'fastify';
import { expect, it } from 'vitest';
import { ForbiddenError, NotSignedInError } from '../../shared/errors';
import { describeEachDialect } from '../../testing/each-dialect';
import { useTestDb } from '../../testing/test-db';
import { setAccountFlag } from './account-flags.service';
import { requireFlag } from './require-flag';

describeEachDialect('requireFlag', (dialect) => {
  const db = useTestDb(dialect);
  const accountOf = async (username: string) =>
    (
      await db()
        .selectFrom('users')
        .select('account_id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).account_id;
  // A signed-in request of a user of the account, as the access check leaves it.
  const requestOf = (accountId: number | null) =>
    ({
      server: { db: db() },
      auth:
        accountId === null
          ? null
          : {
              userId: 1,
              accountId,
              sessionId: 's',
              publicSessionId: 'p',
              products: {},
            },
    }) as unknown as FastifyRequest;

  it("should let a request through when the flag is on for the caller's account", async () => {
    const keystone = await accountOf('full.broker');
    await setAccountFlag(db(), {
      accountId: keystone,
      flag: 'statistics-enabled',
      value: true,
      changedBy: null,
    });
    await expect(
      requireFlag(requestOf(keystone), 'statistics-enabled'),
    ).resolves.toBeUndefined();
  });

  it('should refuse with 403 when it is off, and follow a change at once', async () => {
    const summit = await accountOf('pc.broker');
    await expect(
      requireFlag(requestOf(summit), 'statistics-enabled'),
    ).rejects.toBeInstanceOf(ForbiddenError);
    await setAccountFlag(db(), {
      accountId: summit,
      flag: 'statistics-enabled',
      value: true,
      changedBy: null,
    });
    await expect(
      requireFlag(requestOf(summit), 'statistics-enabled'),
    ).resolves.toBeUndefined();
  });

  it('should refuse a request without a signed-in user with 401', async () => {
    await expect(
      requireFlag(requestOf(null), 'statistics-enabled'),
    ).rejects.toBeInstanceOf(NotSignedInError);
  });
});
