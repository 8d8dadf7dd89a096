import type { ReportSource } from '@edge/contracts';
import type { Db } from '../../db/database';
import type { DetailsFactTable } from './company-details.table';
import { datasetLabel, datasetYearKind } from '../companies/index';
import {
  addressCurrency,
  factCurrency,
  fileNames,
  latestImport,
  type Currency,
} from './sources.repository';

/** A dataset and the table its rows land in. */
export type DatasetTable = readonly [dataset: string, table: DetailsFactTable];

function toSource(
  dataset: string,
  currency: Currency,
  names: Map<number, string>,
): ReportSource {
  return {
    dataset,
    label: datasetLabel(dataset),
    file_name:
      currency.file_id === null ? null : (names.get(currency.file_id) ?? null),
    year: currency.year,
    year_kind: datasetYearKind(dataset),
    as_of_date: currency.as_of_date,
  };
}

// A company without rows of the dataset still learns how current the
// dataset is: its newest import says "none as of then".
async function currencyOf(
  db: Db,
  [dataset, table]: DatasetTable,
  muns: string,
): Promise<Currency> {
  const own = await factCurrency(db, table, muns);
  if (own.file_id !== null) return own;
  const latest = await latestImport(db, dataset);
  return {
    file_id: latest ? Number(latest.id) : null,
    year: null,
    as_of_date: latest?.as_of_date ?? null,
  };
}

/** Where a page's rows come from: one source per dataset it reads. */
export async function tableSources(
  db: Db,
  muns: string,
  datasets: readonly DatasetTable[],
): Promise<ReportSource[]> {
  const currencies = await Promise.all(
    datasets.map((entry) => currencyOf(db, entry, muns)),
  );
  const names = await fileNames(
    db,
    currencies.flatMap((c) => (c.file_id === null ? [] : [c.file_id])),
  );
  return datasets.map(([dataset], i) =>
    toSource(dataset, currencies[i]!, names),
  );
}

/** The sources of a company's addresses: every dataset that gives one. */
export async function addressSources(
  db: Db,
  muns: string,
): Promise<ReportSource[]> {
  const currencies = await addressCurrency(db, muns);
  const names = await fileNames(
    db,
    currencies.flatMap((c) => (c.file_id === null ? [] : [c.file_id])),
  );
  return currencies.map((c) => toSource(c.dataset, c, names));
}
