import type { ReportSource } from '@edge/contracts';
import type { Db } from '../../db/database';
import { DATASET_ORDER, type DatasetName } from '../../data-model/datasets';
import { datasetLabel, datasetYearKind } from '../companies/index';
import { importFilesOf } from './company-reports.repository';
import type { ImportFilesView } from './company-reports.table';

/** The provenance of one fact row. */
export interface FactMeta {
  import_file_id: number;
  source_year: number | null;
  as_of_date: string | null;
}

const rank = (name: string) => {
  const i = DATASET_ORDER.indexOf(name as DatasetName);
  return i < 0 ? DATASET_ORDER.length : i;
};
const later = <T extends string | number>(a: T | null, b: T | null) =>
  a === null ? b : b === null || a >= b ? a : b;

interface Group {
  file: ImportFilesView;
  year: number | null;
  asOf: string | null;
}

/**
 * One source per dataset of the rows (the dataset of the file that wrote
 * each row): its newest file, latest year and latest as-of date.
 */
export function summarizeSources(
  files: readonly ImportFilesView[],
  facts: readonly FactMeta[],
): ReportSource[] {
  const byId = new Map(files.map((file) => [file.id, file]));
  const groups = new Map<string, Group>();
  for (const fact of facts) {
    const file = byId.get(fact.import_file_id);
    if (!file) continue;
    const group = groups.get(file.dataset);
    if (!group) {
      groups.set(file.dataset, {
        file,
        year: fact.source_year,
        asOf: fact.as_of_date,
      });
      continue;
    }
    if (file.id > group.file.id) group.file = file;
    group.year = later(group.year, fact.source_year);
    group.asOf = later(group.asOf, fact.as_of_date);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([dataset, { file, year, asOf }]) => {
      return {
        dataset,
        label: datasetLabel(dataset),
        file_name: file.file_name,
        year: year === null ? null : Number(year),
        year_kind: year === null ? null : datasetYearKind(dataset),
        as_of_date: asOf,
      };
    });
}

/** The sources of the rows a report was built from. */
export async function sourcesOf(
  db: Db,
  ...facts: (readonly FactMeta[])[]
): Promise<ReportSource[]> {
  const all = facts.flat();
  const ids = [...new Set(all.map((fact) => fact.import_file_id))];
  return summarizeSources(await importFilesOf(db, ids), all);
}
