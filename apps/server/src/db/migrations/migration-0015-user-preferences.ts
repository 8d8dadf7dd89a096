import type { Migration } from 'kysely';

/** A user's own settings (results columns per module), one row per name. */
export function userPreferences(): Migration {
  return {
    async up(db) {
      await db.schema
        .createTable('user_preferences')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('user_preferences_pk', ['user_id', 'name'])
        .execute();
    },
    async down(db) {
      await db.schema.dropTable('user_preferences').execute();
    },
  };
}
