import type { Generated } from 'kysely';

// The importers' bookkeeping (migrations 0004, 0011 and 0012): which file
// wrote what, how to undo it, the indexes an import dropped and the keys
// entity resolution matches on. The importers write these tables; the
// modules read import_files.

export type ImportFilesTable = {
  id: Generated<number>;
  dataset: string;
  file_name: string;
  file_sha256: string;
  status: string;
  as_of_date: string | null;
  rows_read: Generated<number>;
  inserted: Generated<number>;
  updated: Generated<number>;
  unchanged: Generated<number>;
  rejected: Generated<number>;
  started_at: string;
  heartbeat_at: string;
  finished_at: string | null;
  message: string | null;
};

export type ImportUndoTable = {
  id: Generated<number>;
  import_file_id: number;
  table_name: string;
  // The row's key (source_key; muns for companies), to find it by
  // (migration 0020; null in entries written before).
  row_key: string | null;
  payload: string;
};

export type ImportDeferredIndexesTable = {
  name: string;
  table_name: string;
  definition: string;
};

export type CompanyKeysTable = {
  key: string;
  muns: string;
  import_file_id: number;
};

/** The columns every fact table has (docs/decisions/0005). */
export type FactRowColumns = {
  source_key: string;
  muns: string | null;
  import_file_id: number;
  row_hash: string;
  source_year: number | null;
  as_of_date: string | null;
};

export type CompanyProfilesTable = FactRowColumns & {
  company_name: string | null;
  phone: string | null;
  website: string | null;
  naics: string | null;
  employees: number | null;
  revenue: number | null;
  year_founded: number | null;
};

export type ImportTables = {
  import_files: ImportFilesTable;
  import_undo: ImportUndoTable;
  import_deferred_indexes: ImportDeferredIndexesTable;
  company_keys: CompanyKeysTable;
  company_profiles: CompanyProfilesTable;
};
