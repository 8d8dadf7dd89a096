import { sql, type Kysely, type Migration } from 'kysely';
import type { DbDialect } from '../database';
import {
  ALERT_TRIGGER_FUNCTIONS,
  ALERT_TRIGGERS,
  POSTGRES_FUNCTION_NAMES,
} from './alert-triggers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

// The company's name on each alert, so the company-name sort reads an
// index; alerts are found by company when the name changes.
async function addCompanyNames(db: AnyDb) {
  await db.schema
    .alterTable('alerts')
    .addColumn('company_name', 'text')
    .execute();
  await sql`
    update alerts set company_name =
      (select name from companies where companies.muns = alerts.muns)
  `.execute(db);
  await db.schema
    .createIndex('alerts_user_app_name_idx')
    .on('alerts')
    .columns(['user_id', 'application', 'company_name', 'id'])
    .execute();
  // (user, muns) is served by (user, application, muns, id) already.
  await db.schema.dropIndex('alerts_user_muns_idx').execute();
  await db.schema
    .createIndex('alerts_muns_idx')
    .on('alerts')
    .column('muns')
    .execute();
}

async function addCounts(db: AnyDb) {
  await db.schema
    .createTable('alert_counts')
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('application', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('unchecked', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('alert_counts_pk', ['user_id', 'application'])
    .execute();
  await sql`
    insert into alert_counts (user_id, application, total, unchecked)
    select user_id, application, count(*),
           sum(case when checked = 0 then 1 else 0 end)
    from alerts
    group by user_id, application
  `.execute(db);
}

/**
 * Constant-time alert counts and an indexed company-name sort (the alert
 * budgets; docs/decisions/0028): a counter row per user and application,
 * and the company's name on each alert, both kept by triggers in the
 * transaction that writes, whatever writes (delivery, reading, deleting,
 * a cascade from a user, favorite, saved search or event, an import).
 */
export function alertCountsAndNames(dialect: DbDialect): Migration {
  return {
    async up(db) {
      await addCompanyNames(db);
      await addCounts(db);
      for (const text of ALERT_TRIGGER_FUNCTIONS[dialect]) {
        await sql.raw(text).execute(db);
      }
      for (const trigger of ALERT_TRIGGERS[dialect]) {
        await sql.raw(trigger.create).execute(db);
      }
    },
    async down(db) {
      for (const trigger of ALERT_TRIGGERS[dialect]) {
        await sql.raw(trigger.drop).execute(db);
      }
      if (dialect === 'postgres') {
        for (const name of POSTGRES_FUNCTION_NAMES) {
          await sql.raw(`drop function ${name}()`).execute(db);
        }
      }
      await db.schema.dropTable('alert_counts').execute();
      await db.schema.dropIndex('alerts_muns_idx').execute();
      await db.schema
        .createIndex('alerts_user_muns_idx')
        .on('alerts')
        .columns(['user_id', 'muns'])
        .execute();
      await db.schema.dropIndex('alerts_user_app_name_idx').execute();
      await db.schema.alterTable('alerts').dropColumn('company_name').execute();
    },
  };
}
