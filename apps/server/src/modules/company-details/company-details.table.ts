// The columns this module reads: the company facts (their views are the
// companies module's) and the import bookkeeping. The importers write
// them; details only reads.
import type { CompanyFactTables } from '../companies/index';

export type ImportFilesView = {
  id: number;
  dataset: string;
  file_name: string;
  status: string;
  as_of_date: string | null;
};

export type CompanyDetailsTables = CompanyFactTables & {
  import_files: ImportFilesView;
};

/** The fact tables a details page reads, by their common columns. */
export type DetailsFactTable = keyof CompanyFactTables;
