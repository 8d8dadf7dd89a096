import type { Migration } from 'kysely';
import type { DbDialect } from '../database';
import { withIdColumn } from './dialect';

const COUNTERS = [
  'sign_ins',
  'failed_sign_ins',
  'searches',
  'company_views',
  'exports',
  'changes',
] as const;

/**
 * The activity log and its daily counters, users' groups, and what an
 * account bought: seats, and products with their states (null: what its
 * users hold between them).
 */
export function activityAndGroups(dialect: DbDialect): Migration {
  return {
    async up(db) {
      await withIdColumn(db.schema.createTable('activity_log'), dialect)
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('account_id', 'integer', (c) => c.notNull())
        .addColumn('user_id', 'integer')
        .addColumn('module', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('result_count', 'integer')
        .execute();
      await db.schema
        .createIndex('activity_log_account_at_idx')
        .on('activity_log')
        .columns(['account_id', 'at'])
        .execute();
      await db.schema
        .createIndex('activity_log_user_at_idx')
        .on('activity_log')
        .columns(['user_id', 'at'])
        .execute();
      await db.schema
        .createIndex('activity_log_day_idx')
        .on('activity_log')
        .column('day')
        .execute();

      let daily = db.schema
        .createTable('activity_daily')
        .addColumn('account_id', 'integer', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('module', 'text', (c) => c.notNull());
      for (const counter of COUNTERS) {
        daily = daily.addColumn(counter, 'integer', (c) =>
          c.notNull().defaultTo(0),
        );
      }
      await daily
        .addPrimaryKeyConstraint('activity_daily_pk', [
          'user_id',
          'day',
          'module',
        ])
        .execute();
      await db.schema
        .createIndex('activity_daily_account_day_idx')
        .on('activity_daily')
        .columns(['account_id', 'day'])
        .execute();

      await withIdColumn(db.schema.createTable('user_groups'), dialect)
        .addColumn('account_id', 'integer', (c) =>
          c.notNull().references('accounts.id'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('user_groups_account_name_key', [
          'account_id',
          'name',
        ])
        .execute();
      await db.schema
        .createTable('user_group_members')
        .addColumn('group_id', 'integer', (c) =>
          c.notNull().references('user_groups.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('user_group_members_pk', [
          'group_id',
          'user_id',
        ])
        .execute();
      await db.schema
        .createIndex('user_group_members_user_idx')
        .on('user_group_members')
        .column('user_id')
        .execute();

      await db.schema
        .alterTable('accounts')
        .addColumn('seats', 'integer')
        .execute();
      await db.schema
        .alterTable('accounts')
        .addColumn('products', 'text')
        .execute();
    },
    async down(db) {
      await db.schema.alterTable('accounts').dropColumn('products').execute();
      await db.schema.alterTable('accounts').dropColumn('seats').execute();
      await db.schema.dropTable('user_group_members').execute();
      await db.schema.dropTable('user_groups').execute();
      await db.schema.dropTable('activity_daily').execute();
      await db.schema.dropTable('activity_log').execute();
    },
  };
}
