import type { Db } from '../../db/database';

export interface LoginAttempt {
  username: string;
  address: string;
  succeeded: boolean;
  at: string;
}

export async function insertLoginAttempt(db: Db, attempt: LoginAttempt) {
  await db
    .insertInto('login_attempts')
    .values({ ...attempt, succeeded: attempt.succeeded ? 1 : 0 })
    .execute();
}

/** Failures for a user name since `since` and since its last success. */
export async function countUserFailures(
  db: Db,
  username: string,
  since: string,
): Promise<number> {
  const lastSuccess = await db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.max('at').as('at'))
    .where('username', '=', username)
    .where('succeeded', '=', 1)
    .where('at', '>=', since)
    .executeTakeFirst();
  const from =
    lastSuccess?.at && lastSuccess.at > since ? lastSuccess.at : since;
  const row = await db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('username', '=', username)
    .where('succeeded', '=', 0)
    .where('at', '>=', from)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Failures from a client address since `since`. */
export async function countAddressFailures(
  db: Db,
  address: string,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('address', '=', address)
    .where('succeeded', '=', 0)
    .where('at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
