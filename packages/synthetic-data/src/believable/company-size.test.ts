import { zipTables } from '@edge/reference-data';
import { beforeAll, describe, expect, it } from 'vitest';
import { usableZips } from '../geography';
import { nearbyPopulation } from '../place-size';
import type { CsvRow } from '../test-output';
import { readSample } from './sample';

// Company size follows industry and place. Reported employees carry the
// directory's noise (up to 15% more, or the next size band up), which the
// limits below allow for.

const employeesOf = (row: CsvRow) => Number(row.EMPLOYEES);

// [NAICS prefix, offices of, most reported employees]
const SMALL_PRACTICES: ReadonlyArray<readonly [string, string, number]> = [
  ['8121', 'salons, barbers and nail shops', 250],
  ['6212', 'dental offices', 500],
  ['6211', 'physician offices', 1_000],
  ['541110', 'law firms', 1_000],
  ['5412', 'accounting and tax practices', 1_000],
  ['531210', 'real estate agencies', 500],
  ['7225', 'restaurants', 1_150],
];

describe('company size', () => {
  let rows: CsvRow[];
  beforeAll(async () => {
    rows = await readSample('firmographics.csv');
  });

  it('should keep offices, shops and restaurants to at most a few hundred people', () => {
    for (const [prefix, offices, most] of SMALL_PRACTICES) {
      const sizes = rows
        .filter((r) => r.NAICS!.startsWith(prefix))
        .map(employeesOf);
      expect(sizes.length, offices).toBeGreaterThan(50);
      expect(Math.max(...sizes), `largest of ${offices}`).toBeLessThanOrEqual(
        most,
      );
    }
  });

  it('should put firms of 1,000+ in metropolitan places and keep small towns to a few hundred', () => {
    const zips = new Map(usableZips(zipTables()).map((z) => [z.zip, z]));
    const misplaced = rows.filter((r) => {
      const zip = zips.get(r.ZIP!.slice(0, 5));
      if (!zip) return false;
      const people = nearbyPopulation(zip);
      const employees = employeesOf(r);
      return (
        (people < 50_000 && employees > 1_150) ||
        (people < 10_000 && employees > 250)
      );
    });
    expect(
      misplaced.map((r) => `${r.COMPANY_NAME} ${r.EMPLOYEES} ${r.ZIP}`),
    ).toEqual([]);
  });

  it('should keep enough large companies for complete company profiles', () => {
    const sizes = rows.map(employeesOf);
    expect(sizes.filter((e) => e >= 150).length).toBeGreaterThan(
      rows.length * 0.03,
    );
    expect(sizes.filter((e) => e >= 1_000).length).toBeGreaterThan(40);
  });
});
