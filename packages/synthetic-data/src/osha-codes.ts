import { Weighted } from './distributions';

// OSHA code values (reference §2) and commonly cited standards.

export const INSPECTION_TYPES = new Weighted<string>([
  ['H', 34],
  ['B', 25],
  ['C', 12],
  ['A', 8],
  ['I', 8],
  ['F', 5],
  ['G', 4],
  ['J', 2],
  ['M', 1],
  ['K', 1],
]);

export const SCOPES = new Weighted<string>([
  ['A', 55],
  ['B', 40],
  ['C', 3],
  ['D', 2],
]);

export const UNION_STATUS = new Weighted<string>([
  ['N', 80],
  ['Y', 8],
  ['B', 5],
  ['A', 2],
  ['', 5],
]);

export const VIOLATION_TYPES = new Weighted<string>([
  ['S', 68],
  ['O', 27],
  ['R', 3.5],
  ['W', 1],
  ['U', 0.5],
]);

export const ABATEMENT = new Weighted<string>([
  ['X', 58],
  ['I', 15],
  ['Q', 15],
  ['E', 5],
  ['S', 3],
  ['A', 2],
  ['W', 2],
]);

export const CONSTRUCTION_STANDARDS = [
  '19260501 B13',
  '19260501 B01',
  '19261053 B01',
  '19260451 G01',
  '19260451 E01',
  '19260503 A01',
  '19260102 A01',
  '19260100 A',
  '19261060 A',
  '19260652 A01',
  '19260405 G02',
  '19260453 B02',
  '19260020 B01',
];

export const INDUSTRY_STANDARDS = [
  '19100147 C04 I',
  '19100147 C01',
  '19101200 E01',
  '19101200 H01',
  '19100134 C01',
  '19100178 L01',
  '19100212 A01',
  '19100303 G01 II',
  '19100305 G02 III',
  '19100022 A01',
  '19100037 A03',
  '19100157 G02',
  '19100095 C01',
  '19040029 B01',
];

export const GENERAL_DUTY = '5A0001';

export const NO_INSPECTION_REASONS = ['B', 'C', 'D', 'E', 'F', 'H'];

/** Maximum penalty for a serious item by year (inflation-adjusted). */
export function seriousMaximum(year: number): number {
  const table: Record<number, number> = {
    2016: 12471,
    2017: 12675,
    2018: 12934,
    2019: 13260,
    2020: 13494,
    2021: 13653,
    2022: 14502,
    2023: 15625,
    2024: 16131,
  };
  return table[year] ?? (year < 2016 ? 7000 : 16550);
}
