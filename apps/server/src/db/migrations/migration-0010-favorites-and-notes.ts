import type { Kysely, Migration } from 'kysely';
import type { DbDialect } from '../database';
import { withIdColumn } from './dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

// muns has no foreign key: a company may leave the master when an import
// is undone, and the user's favorite or note should outlive that.
async function createFavorites(db: AnyDb, dialect: DbDialect): Promise<void> {
  await withIdColumn(db.schema.createTable('favorites'), dialect)
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('product_code', 'integer', (c) => c.notNull())
    .addColumn('muns', 'text', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // One favorite per company, user and module; the prefix serves the list.
  await db.schema
    .createIndex('favorites_user_product_muns')
    .unique()
    .on('favorites')
    .columns(['user_id', 'product_code', 'muns'])
    .execute();
}

async function createNotes(db: AnyDb, dialect: DbDialect): Promise<void> {
  await withIdColumn(db.schema.createTable('notes'), dialect)
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('muns', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // A company's notes are always one user's.
  await db.schema
    .createIndex('notes_user_muns_idx')
    .on('notes')
    .columns(['user_id', 'muns'])
    .execute();
}

/** Users' favorite companies per module and their notes on companies. */
export function favoritesAndNotes(dialect: DbDialect): Migration {
  return {
    async up(db) {
      await createFavorites(db, dialect);
      await createNotes(db, dialect);
    },
    async down(db) {
      await db.schema.dropTable('notes').execute();
      await db.schema.dropTable('favorites').execute();
    },
  };
}
