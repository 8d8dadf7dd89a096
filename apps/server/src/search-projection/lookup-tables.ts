import { sql } from 'kysely';
import { geocodeZip, loadNaics } from '@edge/reference-data';
import type { Db } from '../db/database';
import { insertRows } from '../db/bulk-sql';
import { brokerMsid } from './broker-msid';
import { industryTitle } from './industry-title';

// What SQL cannot compute (a NAICS title, a ZIP's county, a SHA-1) is
// computed once per distinct value and joined from a temporary table.

interface Lookup {
  table: string;
  key: string;
  value: string;
  // The distinct keys to look up, from the imported data.
  source: string;
  compute: (key: string) => string | null;
}

let naics: ReturnType<typeof loadNaics> | undefined;

const LOOKUPS: readonly Lookup[] = [
  {
    table: 'search_tmp_naics',
    key: 'naics',
    value: 'title',
    source: 'select distinct naics as k from companies where naics is not null',
    compute: (code) => industryTitle((naics ??= loadNaics()), code),
  },
  {
    table: 'search_tmp_msids',
    key: 'name_normalized',
    value: 'msid',
    source:
      'select distinct broker_name_normalized as k from contract_brokers where broker_name_normalized is not null',
    compute: brokerMsid,
  },
  {
    table: 'search_tmp_zip_counties',
    key: 'zip',
    value: 'county_fips',
    source:
      'select distinct zip as k from contract_brokers where zip is not null',
    compute: (zip) => geocodeZip(zip)?.countyFips ?? null,
  },
];

async function fill(db: Db, lookup: Lookup): Promise<void> {
  const { table, key, value } = lookup;
  await sql
    .raw(
      `create temporary table ${table} (${key} text primary key, ${value} text)`,
    )
    .execute(db);
  const { rows } = await sql.raw<{ k: string }>(lookup.source).execute(db);
  await insertRows(
    db,
    table,
    rows.map((row) => ({ [key]: row.k, [value]: lookup.compute(row.k) })),
  );
}

/** Creates and fills the lookup tables, inside the caller's transaction. */
export async function createLookupTables(db: Db): Promise<void> {
  for (const lookup of LOOKUPS) await fill(db, lookup);
}

export const LOOKUP_TABLES = LOOKUPS.map((lookup) => lookup.table);
