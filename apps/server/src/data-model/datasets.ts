// The datasets the data comes from and the values of their rows: what the
// importers write and the modules read (docs/decisions/0005).

/** Every dataset the importers know, in the order they are imported. */
export const DATASET_ORDER = [
  'nri_counties',
  'crime_scores',
  'firmographics',
  'f5500',
  'f5500_sf',
  'sch_a',
  'sch_a_part1',
  'sch_c_item2',
  'sch_c_item2_codes',
  'sch_h',
  'sch_i',
  'osha_inspection',
  'osha_violation',
  'whd',
  'fmcsa_census',
  'wc_policies',
  'properties',
  'contacts',
] as const;
export type DatasetName = (typeof DATASET_ORDER)[number];

export type FactValue = string | number | null;
export type FactValues = Record<string, FactValue>;
