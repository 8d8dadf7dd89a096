import type { Kysely, Migration } from 'kysely';
import type { DbDialect } from '../database';
import { withIdColumn } from './dialect';
import { createFactTable } from './fact-table';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const decimal = (dialect: DbDialect) =>
  dialect === 'sqlite' ? 'real' : 'double precision';

async function createImportTables(db: AnyDb, dialect: DbDialect) {
  await withIdColumn(db.schema.createTable('import_files'), dialect)
    .addColumn('dataset', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('file_sha256', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('as_of_date', 'text')
    .addColumn('rows_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('inserted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unchanged', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rejected', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('heartbeat_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('message', 'text')
    .execute();
  await db.schema
    .createIndex('import_files_status_idx')
    .on('import_files')
    .column('status')
    .execute();
  // The previous version of every row an import changed, so an
  // interrupted file can be undone (docs/decisions/0005).
  await withIdColumn(db.schema.createTable('import_undo'), dialect)
    .addColumn('import_file_id', 'integer', (c) => c.notNull())
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('import_undo_file_idx')
    .on('import_undo')
    .column('import_file_id')
    .execute();
}

async function createCompanies(db: AnyDb, dialect: DbDialect) {
  await db.schema
    .createTable('companies')
    .addColumn('muns', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('dba_name', 'text')
    .addColumn('address', 'text')
    .addColumn('city', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('zip', 'text')
    .addColumn('county_fips', 'text')
    .addColumn('latitude', decimal(dialect))
    .addColumn('longitude', decimal(dialect))
    .addColumn('naics', 'text')
    .addColumn('employees', 'integer')
    .addColumn('revenue', decimal(dialect))
    .addColumn('phone', 'text')
    .addColumn('website', 'text')
    .addColumn('ein', 'text')
    .addColumn('year_founded', 'integer')
    .addColumn('source_dataset', 'text', (c) => c.notNull())
    .addColumn('created_file_id', 'integer', (c) => c.notNull())
    .addColumn('updated_file_id', 'integer', (c) => c.notNull())
    .execute();
  for (const column of [
    'state',
    'zip',
    'county_fips',
    'naics',
    'employees',
    'name_key',
    'ein',
    'created_file_id',
  ]) {
    await db.schema
      .createIndex(`companies_${column}_idx`)
      .on('companies')
      .column(column)
      .execute();
  }
  // Resolution keys: EIN, name + ZIP, name + state, address + ZIP
  // (docs/data/entity-resolution.md). One key may name several companies.
  await db.schema
    .createTable('company_keys')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('muns', 'text', (c) => c.notNull())
    .addColumn('import_file_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('company_keys_pk', ['key', 'muns'])
    .execute();
  await db.schema
    .createIndex('company_keys_file_idx')
    .on('company_keys')
    .column('import_file_id')
    .execute();
  await createFactTable(db, dialect, 'company_addresses', [
    ['dataset', 'text'],
    ['address', 'text'],
    ['city', 'text'],
    ['state', 'text'],
    ['zip', 'text'],
    ['county_fips', 'text'],
    ['latitude', 'num'],
    ['longitude', 'num'],
  ]);
}

/** Import bookkeeping and the company master (issue: data platform). */
export function companyMaster(dialect: DbDialect): Migration {
  return {
    async up(db) {
      await createImportTables(db, dialect);
      await createCompanies(db, dialect);
    },
    async down(db) {
      for (const table of [
        'company_addresses',
        'company_keys',
        'companies',
        'import_undo',
        'import_files',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
