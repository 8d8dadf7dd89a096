import type { SupportDataset, SupportDatasets } from '@edge/contracts';
import type { Db } from '../../db/database';
import { DATASET_ORDER, type DatasetName } from '../../data-model/datasets';
import { datasetLabel, datasetYearKind } from '../companies/index';
import { importSnapshot } from '../lookups/index';
import {
  DATASET_CATALOGUE,
  type CatalogueEntry,
  type CoverageTable,
} from './dataset-catalogue';
import {
  countCompanies,
  countyReach,
  finishedImports,
  reachByDataset,
  zipReach,
  type FinishedImport,
  type Reach,
} from './datasets.repository';

const NO_REACH: Reach = { companies: 0, latest_year: null };

/** The reach of each dataset that has finished files, one query a table. */
async function reachOf(
  db: Db,
  datasets: readonly DatasetName[],
): Promise<Map<DatasetName, Reach>> {
  const tables = new Set<CoverageTable>();
  for (const name of datasets) {
    const { coverage } = DATASET_CATALOGUE[name];
    if (coverage.kind === 'rows') tables.add(coverage.table);
  }
  const byTable = new Map<CoverageTable, Map<string, Reach>>();
  for (const table of tables) {
    byTable.set(table, await reachByDataset(db, table));
  }
  const reach = new Map<DatasetName, Reach>();
  for (const name of datasets) {
    const { coverage } = DATASET_CATALOGUE[name];
    if (coverage.kind === 'county') reach.set(name, await countyReach(db));
    else if (coverage.kind === 'zip') reach.set(name, await zipReach(db));
    else reach.set(name, byTable.get(coverage.table)?.get(name) ?? NO_REACH);
  }
  return reach;
}

function toDataset(
  name: DatasetName,
  entry: CatalogueEntry,
  files: readonly FinishedImport[],
  reach: Reach,
): SupportDataset {
  const newest = files[files.length - 1]!;
  const asOf = files
    .map((file) => file.as_of_date)
    .reduce<string | null>(
      (a, b) => (b !== null && (a === null || b > a) ? b : a),
      null,
    );
  return {
    dataset: name,
    label: datasetLabel(name),
    source: entry.source,
    used_for: entry.usedFor,
    modules: entry.modules,
    files: files.length,
    file_name: newest.file_name,
    imported_at: newest.finished_at,
    as_of_date: asOf,
    latest_year: reach.latest_year,
    year_kind: reach.latest_year === null ? null : datasetYearKind(name),
    companies: reach.companies,
  };
}

async function loadDatasets(db: Db): Promise<SupportDatasets> {
  const imports = await finishedImports(db);
  const filesOf = (name: string) => imports.filter((f) => f.dataset === name);
  // The importers' order: reference data, then each agency's files.
  const imported = DATASET_ORDER.filter((name) => filesOf(name).length > 0);
  const reach = await reachOf(db, imported);
  return {
    companies: await countCompanies(db),
    datasets: imported.map((name) =>
      toDataset(name, DATASET_CATALOGUE[name], filesOf(name), reach.get(name)!),
    ),
  };
}

/**
 * GET /api/v1/support/datasets: each dataset with finished imports, read
 * from the import records and the rows they wrote. Computed once per
 * import (the counts read every fact table), then kept in memory.
 */
export const getSupportDatasets = importSnapshot(loadDatasets);
