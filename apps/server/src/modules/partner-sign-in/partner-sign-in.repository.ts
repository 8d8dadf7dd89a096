import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { PartnerSessionsTable } from './partner-sign-in.table';

/** Forgets used shell tokens past their expiry: they cannot come back. */
export async function pruneUsedShellTokens(db: Db, now: string): Promise<void> {
  await db
    .deleteFrom('partner_sso_tokens')
    .where('expires_at', '<', now)
    .execute();
}

/**
 * Records a shell token as used; false when it already was. The primary
 * key decides between two requests bringing the same token at once.
 */
export async function claimShellToken(
  db: Db,
  jti: string,
  expiresAt: string,
): Promise<boolean> {
  const result = await db
    .insertInto('partner_sso_tokens')
    .values({ jti, expires_at: expiresAt })
    .onConflict((conflict) => conflict.column('jti').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function insertPartnerSession(
  db: Db,
  row: Insertable<PartnerSessionsTable>,
): Promise<void> {
  await db.insertInto('partner_sessions').values(row).execute();
}

/** Drops partner tokens of sessions that ended or tokens past their end. */
export async function prunePartnerSessions(db: Db, now: string): Promise<void> {
  await db
    .deleteFrom('partner_sessions')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', now),
        eb(
          'session_id',
          'in',
          eb
            .selectFrom('sessions')
            .select('sessions.id')
            .where('sessions.ended_at', 'is not', null),
        ),
      ]),
    )
    .execute();
}

/** The partner token of an open session, while it lasts. */
export async function findPartnerSession(
  db: Db,
  sessionId: string,
  now: string,
) {
  return db
    .selectFrom('partner_sessions')
    .innerJoin('sessions', 'sessions.id', 'partner_sessions.session_id')
    .select([
      'partner_sessions.access_token',
      'partner_sessions.user_name',
      'partner_sessions.agency_id',
    ])
    .where('partner_sessions.session_id', '=', sessionId)
    .where('partner_sessions.expires_at', '>', now)
    .where('sessions.ended_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
}
