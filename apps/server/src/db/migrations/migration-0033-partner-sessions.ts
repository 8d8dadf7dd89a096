import type { Migration } from 'kysely';

/**
 * Sign-in through the partner shell (docs/decisions/0036): the partner
 * access token of each session opened by a shell token, kept on the server
 * only and dropped with its session; and the ids (jti) of the shell tokens
 * already used, kept until the token would have expired, so a token opens
 * one session at most, even when two requests bring it at once.
 */
export function partnerSessions(): Migration {
  return {
    async up(db) {
      await db.schema
        .createTable('partner_sessions')
        .addColumn('session_id', 'text', (c) =>
          c.primaryKey().references('sessions.id').onDelete('cascade'),
        )
        .addColumn('access_token', 'text', (c) => c.notNull())
        .addColumn('user_name', 'text', (c) => c.notNull())
        .addColumn('agency_id', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('partner_sso_tokens')
        .addColumn('jti', 'text', (c) => c.primaryKey())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('partner_sso_tokens_expires_idx')
        .on('partner_sso_tokens')
        .column('expires_at')
        .execute();
    },
    async down(db) {
      await db.schema.dropTable('partner_sso_tokens').execute();
      await db.schema.dropTable('partner_sessions').execute();
    },
  };
}
