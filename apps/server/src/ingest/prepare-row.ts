import { hash } from 'node:crypto';
import { placeKey } from '../data-model/place-key';
import { evidenceState } from './company-record';
import type {
  CompanyEvidence,
  DatasetDefinition,
  Fact,
  ParentLink,
} from './datasets/types';
import { geocodeZip } from '@edge/reference-data';
import { keysOf, type EvidenceKeys } from './resolution-keys';
import { RowError, type Row } from '../data-model/values';

// Everything about a source row that needs no database: the mapping, the
// row hashes, the resolution keys and the address fact. It runs on the
// mapping thread (docs/decisions/0006), so the writing thread only writes.

/** A fact with the hash that tells an unchanged re-import. */
export interface PreparedFact extends Fact {
  rowHash: string;
}

/** A source row read and mapped, waiting for its batch. */
export interface PendingRow {
  line: number;
  // The record as the file has it, for the reject file.
  raw: string;
  // The first fact is the row's identity: inserted, updated or unchanged.
  facts: PreparedFact[];
  company?: CompanyEvidence;
  keys?: EvidenceKeys;
  // The company's address as this row gives it, kept once it has a
  // company; its key is the place alone until then, and it is hashed only
  // if it stays among its batch's (address-rows.ts).
  address?: Fact;
  parent?: ParentLink;
}

export interface Reject {
  line: number;
  raw: string;
  reason: string;
}

// Same values, year and as-of date: the same row (the company is not part
// of it: a re-import never moves a fact to another company). A fact that
// keeps the newest of several sources (an address) hashes its values
// alone: which source is newer is compared apart, and a newer one with the
// same values only refreshes the stored row's provenance (fact-writer).
export const rowHashOf = (fact: Fact): string =>
  hash(
    'sha1',
    JSON.stringify(
      fact.keepNewest
        ? [fact.values]
        : [fact.values, fact.sourceYear ?? null, fact.asOfDate ?? null],
    ),
    'base64',
  ).slice(0, 22);

// A mapping builds its facts for the row at hand, so the hash is added to
// the fact itself rather than to a copy (one object less per fact).
export function prepared(fact: Fact): PreparedFact {
  const withHash = fact as PreparedFact;
  withHash.rowHash = rowHashOf(fact);
  return withHash;
}

// Every address a source gives a company is kept (ARCHITECTURE §4).
function addressFact(
  dataset: string,
  identity: Fact,
  company: CompanyEvidence,
): Fact {
  const place = geocodeZip(company.zip);
  const city = company.city ?? place?.city ?? null;
  return {
    table: 'company_addresses',
    sourceKey: placeKey(company.address, city, company.zip),
    sourceYear: identity.sourceYear ?? null,
    asOfDate: identity.asOfDate ?? null,
    keepNewest: true,
    values: {
      dataset,
      address: company.address,
      city,
      state: evidenceState(company),
      zip: company.zip,
      county_fips: place?.countyFips ?? null,
      latitude: place?.latitude ?? null,
      longitude: place?.longitude ?? null,
    },
  };
}

// Header names are matched without regard to case (OSHA and WHD publish
// lower case, DOL upper case); rows are keyed by the upper-case name. A
// row reads its fields on demand through getters shared by the file's
// rows: a Form 5500-SF record has about 200 fields, and building an object
// of them all per record cost more than mapping it.
const FIELDS = Symbol('fields');
const shapes = new WeakMap<readonly string[], object>();

function shapeOf(header: readonly string[]): object {
  let shape = shapes.get(header);
  if (shape) return shape;
  shape = Object.create(null) as object;
  header.forEach((name, i) => {
    Object.defineProperty(shape, name, {
      get(this: { [FIELDS]: readonly string[] }) {
        return this[FIELDS][i] ?? '';
      },
      enumerable: true,
      configurable: true,
    });
  });
  shapes.set(header, shape);
  return shape;
}

function toRow(header: readonly string[], fields: readonly string[]): Row {
  const row = Object.create(shapeOf(header)) as {
    [FIELDS]: readonly string[];
  };
  row[FIELDS] = fields;
  return row as unknown as Row;
}

/** Reads one record of a file whose (upper-case) header is `header`. */
export function prepareRow(
  definition: DatasetDefinition,
  header: readonly string[],
  line: number,
  fields: readonly string[],
  raw: string,
): PendingRow | Reject {
  if (fields.length !== header.length) {
    return {
      line,
      raw,
      reason: `has ${fields.length} fields where the header has ${header.length}`,
    };
  }
  let mapped;
  try {
    mapped = definition.mapRow(toRow(header, fields));
  } catch (error) {
    if (error instanceof RowError) return { line, raw, reason: error.message };
    throw error;
  }
  const facts = mapped.facts.map(prepared);
  const row: PendingRow = { line, raw, facts };
  if (mapped.parent) row.parent = mapped.parent;
  const company = mapped.company;
  if (company) {
    row.company = company;
    row.keys = keysOf(company);
    row.address = addressFact(definition.name, facts[0]!, company);
  }
  return row;
}

export const isReject = (row: PendingRow | Reject): row is Reject =>
  'reason' in row;
