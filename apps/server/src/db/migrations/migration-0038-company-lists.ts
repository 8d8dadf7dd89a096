import type { Migration } from 'kysely';
import type { DbDialect } from '../database';
import { withIdColumn } from './dialect';

/**
 * Company lists (docs/decisions/0044): a user's named lists of one module,
 * their companies, and the users of the same account each is shared with.
 * muns has no foreign key, as for favorites: a list outlives an undone
 * import.
 */
export function companyLists(dialect: DbDialect): Migration {
  return {
    async up(db) {
      await withIdColumn(db.schema.createTable('company_lists'), dialect)
        .addColumn('owner_user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('module', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        // The name lower-cased: one owner has one list of a name per module.
        .addColumn('name_key', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('company_lists_owner_module_name')
        .unique()
        .on('company_lists')
        .columns(['owner_user_id', 'module', 'name_key'])
        .execute();
      await db.schema
        .createTable('company_list_companies')
        .addColumn('list_id', 'integer', (c) =>
          c.notNull().references('company_lists.id').onDelete('cascade'),
        )
        .addColumn('muns', 'text', (c) => c.notNull())
        .addColumn('added_by_user_id', 'integer', (c) =>
          c.references('users.id').onDelete('set null'),
        )
        .addColumn('added_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('company_list_companies_pk', [
          'list_id',
          'muns',
        ])
        .execute();
      await db.schema
        .createTable('company_list_shares')
        .addColumn('list_id', 'integer', (c) =>
          c.notNull().references('company_lists.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('access', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('company_list_shares_pk', [
          'list_id',
          'user_id',
        ])
        .execute();
      // The lists shared with a user.
      await db.schema
        .createIndex('company_list_shares_user')
        .on('company_list_shares')
        .column('user_id')
        .execute();
    },
    async down(db) {
      await db.schema.dropTable('company_list_shares').execute();
      await db.schema.dropTable('company_list_companies').execute();
      await db.schema.dropTable('company_lists').execute();
    },
  };
}
