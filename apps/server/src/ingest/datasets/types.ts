import type { DatasetName, FactValues } from '../../data-model/datasets';
import type { Row } from '../../data-model/values';

/** One row for a data table, keyed by the source's own identifier. */
export interface Fact {
  table: string;
  sourceKey: string;
  values: FactValues;
  // Plan year or fiscal year of the fact, when the source has one.
  sourceYear?: number | null;
  asOfDate?: string | null;
  // A fact several source rows give (a company's address): a stored one
  // is replaced only by a newer one (year, then as-of date).
  keepNewest?: boolean;
}

/** What a source row says about its company, for entity resolution. */
export interface CompanyEvidence {
  name: string;
  dba?: string | null;
  ein?: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  // Five digits.
  zip: string | null;
  phone?: string | null;
  naics?: string | null;
  employees?: number | null;
  revenue?: number | null;
  website?: string | null;
  yearFounded?: number | null;
  // A firmographic source overrides size, revenue and contact fields
  // instead of only filling blanks.
  authoritative?: boolean;
}

/** A row whose company is the company of an already imported row. */
export interface ParentLink {
  table: string;
  sourceKey: string;
  // How the reject reason names the missing parent, e.g. 'Form 5500 filing'.
  label: string;
}

/** The result of reading one source row. */
export interface MappedRow {
  // The first fact is the row's identity: inserted, updated or unchanged.
  facts: Fact[];
  company?: CompanyEvidence;
  parent?: ParentLink;
}

export interface DatasetDefinition {
  name: DatasetName;
  // Said in messages: 'Form 5500 Schedule A'.
  title: string;
  // Header names the file must have; the dataset is recognized by them.
  required: readonly string[];
  // Table of the first fact of each row.
  mainTable: string;
  // Its rows name their company: importing it also writes companies, their
  // resolution keys and addresses.
  resolvesCompanies?: boolean;
  /** Maps a row (header name -> text); throws RowError for a bad one. */
  mapRow(row: Row): MappedRow;
}
