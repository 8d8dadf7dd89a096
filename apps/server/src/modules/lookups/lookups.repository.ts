import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { readRows } from './read-worker';

/** How many companies of one state have a value (a carrier or broker name). */
export interface StateCount {
  value: string;
  state: string;
  companies: number;
}

/** How often a filing spells a grouping name one way. */
export interface Spelling {
  value: string;
  spelling: string;
  rows: number;
}

/** Carriers and brokers: where their grouping and raw names are kept. */
export const NAME_SOURCES = {
  carriers: {
    table: 'insurance_contracts',
    normalized: 'carrier_name_normalized',
    raw: 'carrier_name',
  },
  brokers: {
    table: 'contract_brokers',
    normalized: 'broker_name_normalized',
    raw: 'broker_name',
  },
} as const;
export type NameSource = keyof typeof NAME_SOURCES;

/**
 * Changes whenever an import starts, finishes or is rolled back: the
 * importer is the only writer of the data tables (docs/decisions/0005).
 */
export async function importSignature(db: Db): Promise<string> {
  const row = await db
    .selectFrom('import_files')
    .select((eb) => [
      eb.fn.countAll().as('files'),
      eb.fn.max('finished_at').as('finished'),
    ])
    .executeTakeFirstOrThrow();
  return `${Number(row.files)}|${row.finished ?? ''}`;
}

/** Distinct companies per state and carrier (or broker) grouping name. */
export async function companiesByStateAndName(
  db: Db,
  source: NameSource,
): Promise<StateCount[]> {
  const { table, normalized } = NAME_SOURCES[source];
  const value = sql.ref<string>(`f.${normalized}`);
  // The table is one of two; both have muns, the names are referenced.
  const facts = sql<{ muns: string | null }>`${sql.table(table)}`.as('f');
  const query = db
    .selectFrom(facts)
    .innerJoin('companies as c', 'c.muns', 'f.muns')
    .select((eb) => [
      value.as('value'),
      'c.state',
      eb.fn.count('c.muns').distinct().as('companies'),
    ])
    .where(value, 'is not', null)
    .groupBy([value, 'c.state']);
  const rows = await readRows(db, query);
  return rows.map((r) => ({
    value: r.value,
    state: r.state,
    companies: Number(r.companies),
  }));
}

/** Every raw spelling of each grouping name, with how often it is used. */
export async function nameSpellings(
  db: Db,
  source: NameSource,
): Promise<Spelling[]> {
  const { table, normalized, raw } = NAME_SOURCES[source];
  const value = sql.ref<string>(normalized);
  const spelling = sql.ref<string>(raw);
  const query = db
    .selectFrom(table)
    .select((eb) => [
      value.as('value'),
      spelling.as('spelling'),
      eb.fn.countAll().as('rows'),
    ])
    .where(value, 'is not', null)
    .where(spelling, 'is not', null)
    .groupBy([value, spelling]);
  const rows = await readRows(db, query);
  return rows.map((r) => ({ ...r, rows: Number(r.rows) }));
}
