import {
  CONTACTS_HEADER,
  CRIME_SCORES_HEADER,
  FIRMOGRAPHICS_HEADER,
  PROPERTIES_HEADER,
  TRUTH_HEADER,
  WC_POLICIES_HEADER,
} from './headers/custom';
import { F5500_HEADER } from './headers/f5500';
import { F5500_SF_HEADER } from './headers/f5500-sf';
import { FMCSA_CENSUS_HEADER } from './headers/fmcsa';
import { OSHA_INSPECTION_HEADER, OSHA_VIOLATION_HEADER } from './headers/osha';
import { SCH_A_HEADER, SCH_A_PART1_HEADER } from './headers/sch-a';
import {
  SCH_C_PART1_ITEM2_CODES_HEADER,
  SCH_C_PART1_ITEM2_HEADER,
} from './headers/sch-c';
import { SCH_H_HEADER } from './headers/sch-h';
import { SCH_I_HEADER } from './headers/sch-i';
import { WHD_HEADER } from './headers/whd';
import { NRI_HEADER } from './nri-columns';

// Every file the generator writes, in a fixed order; rows refer to files by
// their index in this list.

export interface OutputFile {
  name: string;
  header: readonly string[];
}

/** Plan years written; 2025 is about a fifth short, as the newest DOL year. */
export const YEARS = [2024, 2025] as const;

const PER_YEAR: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['f_5500_{y}_latest.csv', F5500_HEADER],
  ['f_5500_sf_{y}_latest.csv', F5500_SF_HEADER],
  ['f_sch_a_{y}_latest.csv', SCH_A_HEADER],
  ['f_sch_a_part1_{y}_latest.csv', SCH_A_PART1_HEADER],
  ['f_sch_c_part1_item2_{y}_latest.csv', SCH_C_PART1_ITEM2_HEADER],
  ['f_sch_c_part1_item2_codes_{y}_latest.csv', SCH_C_PART1_ITEM2_CODES_HEADER],
  ['f_sch_h_{y}_latest.csv', SCH_H_HEADER],
  ['f_sch_i_{y}_latest.csv', SCH_I_HEADER],
];

const SINGLE: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['osha_inspection.csv', OSHA_INSPECTION_HEADER],
  ['osha_violation.csv', OSHA_VIOLATION_HEADER],
  ['whd_whisard.csv', WHD_HEADER],
  ['fmcsa_census.csv', FMCSA_CENSUS_HEADER],
  ['properties.csv', PROPERTIES_HEADER],
  ['wc_policies.csv', WC_POLICIES_HEADER],
  ['contacts.csv', CONTACTS_HEADER],
  ['firmographics.csv', FIRMOGRAPHICS_HEADER],
  ['truth.csv', TRUTH_HEADER],
  ['crime_scores.csv', CRIME_SCORES_HEADER],
  ['NRI_Table_Counties.csv', NRI_HEADER],
];

export const OUTPUT_FILES: readonly OutputFile[] = [
  ...YEARS.flatMap((year) =>
    PER_YEAR.map(([name, header]) => ({
      name: name.replace('{y}', String(year)),
      header,
    })),
  ),
  ...SINGLE.map(([name, header]) => ({ name, header })),
];

const perYear = (offset: number) => (yearIndex: number) =>
  yearIndex * PER_YEAR.length + offset;
const single = (offset: number) => YEARS.length * PER_YEAR.length + offset;

/** File indexes: per-year files take the year's index (0 = 2024). */
export const FILE = {
  f5500: perYear(0),
  sf: perYear(1),
  schA: perYear(2),
  schAPart1: perYear(3),
  schC: perYear(4),
  schCCodes: perYear(5),
  schH: perYear(6),
  schI: perYear(7),
  osha: single(0),
  oshaViolation: single(1),
  whd: single(2),
  fmcsa: single(3),
  properties: single(4),
  wc: single(5),
  contacts: single(6),
  firmographics: single(7),
  truth: single(8),
  crime: single(9),
  nri: single(10),
} as const;
