import type { ReportSource } from '@edge/contracts';
import type { DatasetName } from '../../data-model/datasets';

type YearKind = ReportSource['year_kind'];

// How a broker reads each imported dataset, and what its source_year
// counts: the Form 5500 plan year, the federal fiscal year of OSHA and
// WHD, or a calendar year (null: the dataset has no year).
const DATASETS: Readonly<
  Record<DatasetName, readonly [label: string, year: YearKind]>
> = {
  nri_counties: ['FEMA National Risk Index', null],
  crime_scores: ['Crime Index by ZIP Code', 'calendar'],
  firmographics: ['Company Firmographics', null],
  f5500: ['Form 5500 (DOL EFAST2)', 'plan'],
  f5500_sf: ['Form 5500-SF (DOL EFAST2)', 'plan'],
  sch_a: ['Form 5500 Schedule A (DOL EFAST2)', 'plan'],
  sch_a_part1: ['Form 5500 Schedule A Part 1 Brokers (DOL EFAST2)', 'plan'],
  sch_c_item2: ['Form 5500 Schedule C Service Providers (DOL EFAST2)', 'plan'],
  sch_c_item2_codes: [
    'Form 5500 Schedule C Service Codes (DOL EFAST2)',
    'plan',
  ],
  sch_h: ['Form 5500 Schedule H (DOL EFAST2)', 'plan'],
  sch_i: ['Form 5500 Schedule I (DOL EFAST2)', 'plan'],
  osha_inspection: ['OSHA Enforcement Data: Inspections (DOL)', 'fiscal'],
  osha_violation: ['OSHA Enforcement Data: Violations (DOL)', 'fiscal'],
  whd: ['Wage and Hour Compliance Actions (DOL WHD)', 'fiscal'],
  fmcsa_census: ['FMCSA Motor Carrier Census', 'calendar'],
  wc_policies: ["Workers' Compensation Proof of Coverage", 'calendar'],
  properties: ['County Assessor Property Records', 'calendar'],
  contacts: ['Business Contacts', null],
};

const entry = (dataset: string) =>
  (DATASETS as Readonly<Record<string, readonly [string, YearKind]>>)[dataset];

/** The label a broker reads for a dataset; an unknown one keeps its name. */
export function datasetLabel(dataset: string): string {
  return entry(dataset)?.[0] ?? dataset;
}

/** What the dataset's source year counts, when it has one. */
export function datasetYearKind(dataset: string): YearKind {
  return entry(dataset)?.[1] ?? null;
}

/** Every known dataset and its label, for sorting by label in SQL. */
export function datasetLabels(): [dataset: string, label: string][] {
  return Object.entries(DATASETS).map(([name, [label]]) => [name, label]);
}
