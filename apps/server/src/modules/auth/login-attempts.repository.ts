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
