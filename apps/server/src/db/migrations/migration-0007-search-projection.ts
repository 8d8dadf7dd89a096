import {
  sql,
  type CreateTableBuilder,
  type Kysely,
  type Migration,
} from 'kysely';
import type { DbDialect } from '../database';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

type Kind = 'text' | 'int' | 'num';
// 'required' is not null; 'zero' is not null with default 0.
type Column = readonly [name: string, kind: Kind, rule?: 'required' | 'zero'];

const decimal = (dialect: DbDialect) =>
  dialect === 'sqlite' ? 'real' : 'double precision';

// One row per company for the search engine (docs/data/search-projection.md).
// The names are the engine's contract: do not rename them.
const COMPANY_COLUMNS: readonly Column[] = [
  ['name', 'text', 'required'],
  ['dba_name', 'text'],
  ['address', 'text'],
  ['city', 'text'],
  ['state', 'text', 'required'],
  ['zip', 'text'],
  ['county_fips', 'text'],
  ['latitude', 'num'],
  ['longitude', 'num'],
  ['naics', 'text'],
  ['industry', 'text'],
  ['employees', 'int'],
  ['revenue', 'num'],
  ['phone', 'text'],
  ['website', 'text'],
  ['address_states', 'text'],
  ['activity_date', 'text'],
  ['osha_inspections', 'int', 'zero'],
  ['osha_violations', 'int', 'zero'],
  ['osha_penalties', 'num', 'zero'],
  ['whd_cases', 'int', 'zero'],
  ['whd_back_wages', 'num', 'zero'],
  ['whd_penalties', 'num', 'zero'],
  ['dot_number', 'text'],
  ['dot_power_units', 'int'],
  ['dot_drivers', 'int'],
  ['dot_hazmat', 'int', 'zero'],
  ['dot_mcs150_year', 'int'],
  ['property_count', 'int', 'zero'],
  ['property_year_built', 'int'],
  ['flood_level', 'int', 'zero'],
  ['fire_level', 'int', 'zero'],
  ['wind_level', 'int', 'zero'],
  ['ground_level', 'int', 'zero'],
  ['crime_level', 'int', 'zero'],
  ['wc_carrier', 'text'],
  ['wc_expiration_date', 'text'],
  ['wc_experience_mod', 'num'],
  ['wc_premium', 'num'],
  ['eb_scopes', 'int', 'zero'],
  ['plan_year', 'int'],
  ['participants', 'int'],
  ['renewal_months', 'int', 'zero'],
  ['premium', 'num'],
  ['lob_mask', 'int', 'zero'],
  ['self_funded', 'int', 'zero'],
  ['lob_other_text', 'text'],
  ['carrier', 'text'],
  ['broker', 'text'],
  ['broker_msid', 'text'],
];

function addColumns<T extends string>(
  table: CreateTableBuilder<T, never>,
  columns: readonly Column[],
  dialect: DbDialect,
): CreateTableBuilder<T, never> {
  let out = table;
  for (const [name, kind, rule] of columns) {
    const type =
      kind === 'text' ? 'text' : kind === 'int' ? 'integer' : decimal(dialect);
    out =
      rule === 'zero'
        ? out.addColumn(name, type, (c) => c.notNull().defaultTo(0))
        : rule === 'required'
          ? out.addColumn(name, type, (c) => c.notNull())
          : out.addColumn(name, type);
  }
  return out;
}

async function createSearchCompanies(db: AnyDb, dialect: DbDialect) {
  const table = db.schema
    .createTable('search_companies')
    .addColumn('muns', 'text', (c) => c.primaryKey())
    // The engine loads rows in name order; byte order on both databases.
    .addColumn(
      'sort_name',
      dialect === 'postgres' ? sql`text collate "C"` : 'text',
      (c) => c.notNull(),
    );
  await addColumns(table, COMPANY_COLUMNS, dialect).execute();
  // The engine reads in (sort_name, muns) order, a chunk at a time; the
  // other two are for ad-hoc SQL.
  for (const columns of [['sort_name', 'muns'], ['state'], ['naics']]) {
    await db.schema
      .createIndex(`search_companies_${columns[0]}_idx`)
      .on('search_companies')
      .columns(columns)
      .execute();
  }
}

const ADDRESS: readonly Column[] = [
  ['address', 'text'],
  ['city', 'text'],
  ['state', 'text'],
  ['zip', 'text'],
];

async function createLinkTables(db: AnyDb, dialect: DbDialect) {
  await db.schema
    .createTable('search_company_carriers')
    .addColumn('muns', 'text', (c) => c.notNull())
    .addColumn('carrier_name', 'text', (c) => c.notNull())
    .addColumn('carrier_name_normalized', 'text')
    .addPrimaryKeyConstraint('search_company_carriers_pk', [
      'muns',
      'carrier_name',
    ])
    .execute();
  const brokers = db.schema
    .createTable('search_company_brokers')
    .addColumn('muns', 'text', (c) => c.notNull())
    .addColumn('msid', 'text', (c) => c.notNull())
    .addColumn('broker_name', 'text')
    .addColumn('broker_name_normalized', 'text')
    .addPrimaryKeyConstraint('search_company_brokers_pk', ['muns', 'msid']);
  await addColumns(
    brokers,
    [...ADDRESS, ['county_fips', 'text']],
    dialect,
  ).execute();
  const directory = db.schema
    .createTable('search_brokers')
    .addColumn('msid', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text')
    .addColumn('name_normalized', 'text');
  await addColumns(
    directory,
    [...ADDRESS, ['client_count', 'int', 'zero']],
    dialect,
  ).execute();
  await db.schema
    .createTable('search_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text')
    .execute();
}

/** The search projection, rebuilt after every import (search-projection/). */
export function searchProjection(dialect: DbDialect): Migration {
  return {
    async up(db) {
      await createSearchCompanies(db, dialect);
      await createLinkTables(db, dialect);
    },
    async down(db) {
      for (const table of [
        'search_meta',
        'search_brokers',
        'search_company_brokers',
        'search_company_carriers',
        'search_companies',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
