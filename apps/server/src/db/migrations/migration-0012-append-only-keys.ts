import { sql, type Kysely, type Migration } from 'kysely';
import type { DbDialect } from '../database';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

// SQLite cannot drop a primary key: the table is copied into a new one.
async function rebuildKeys(db: AnyDb, primaryKey: boolean): Promise<void> {
  await sql`drop index company_keys_file_idx`.execute(db);
  await sql`alter table company_keys rename to company_keys_old`.execute(db);
  await sql
    .raw(
      `create table company_keys (key text not null, muns text not null, import_file_id integer not null${
        primaryKey ? ', constraint company_keys_pk primary key (key, muns)' : ''
      })`,
    )
    .execute(db);
  await sql`insert into company_keys (key, muns, import_file_id) select key, muns, import_file_id from company_keys_old`.execute(
    db,
  );
  await sql`drop table company_keys_old`.execute(db);
  await sql`create index company_keys_file_idx on company_keys (import_file_id)`.execute(
    db,
  );
}

/**
 * The resolution keys are looked up in memory during an import
 * (docs/decisions/0012), so `company_keys` needs no index by key: rows are
 * appended, each pair once, found by file for a rollback.
 */
export function appendOnlyKeys(dialect: DbDialect): Migration {
  return {
    async up(db: AnyDb) {
      if (dialect === 'sqlite') await rebuildKeys(db, false);
      else
        await sql`alter table company_keys drop constraint company_keys_pk`.execute(
          db,
        );
    },
    async down(db: AnyDb) {
      if (dialect === 'sqlite') await rebuildKeys(db, true);
      else
        await sql`alter table company_keys add constraint company_keys_pk primary key (key, muns)`.execute(
          db,
        );
    },
  };
}
