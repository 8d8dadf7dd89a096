import {
  getPermittedStates,
  type LookupQuery,
  type NamedParty,
  type ProductsMap,
} from '@edge/contracts';
import type { Db } from '../../db/database';
import { importSnapshot } from './import-snapshot';
import {
  companiesByStateAndName,
  nameSpellings,
  type NameSource,
} from './lookups.repository';
import { buildNameIndex, searchNames } from './name-index';

// The distinct names are few (thousands) next to their contracts
// (millions): grouped once per import, searched in memory per keystroke
// (docs/decisions/0008).
const loadIndex = (source: NameSource) =>
  importSnapshot(async (db) => {
    const counts = await companiesByStateAndName(db, source);
    const spellings = await nameSpellings(db, source);
    return buildNameIndex(counts, spellings);
  });

const INDEXES = {
  carriers: loadIndex('carriers'),
  brokers: loadIndex('brokers'),
} as const;

/** Starts loading both name indexes ahead of the first request. */
export async function preloadNameIndexes(db: Db): Promise<void> {
  await INDEXES.carriers(db);
  await INDEXES.brokers(db);
}

/** Carrier or broker names for an autocomplete, counted in the EB states. */
export async function lookupNames(
  db: Db,
  products: ProductsMap,
  source: NameSource,
  query: LookupQuery,
): Promise<NamedParty[]> {
  const states = new Set(getPermittedStates(products, 'eb'));
  const index = await INDEXES[source](db);
  return searchNames(index, query.q, states, query.limit);
}
