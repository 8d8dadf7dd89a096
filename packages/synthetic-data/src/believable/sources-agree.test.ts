import { describe, expect, it } from 'vitest';
import type { CsvRow } from '../test-output';
import { readSample } from './sample';

// The public sources describe the same companies and places: DOT carriers
// run the trucks their trade and size call for, assessors record the
// buildings such a company needs, and the county hazard table follows the
// map. NAICS and employees come from the firmographic row (employees as
// reported: within 15% of the truth, or rounded up to a size band).

const num = (value: string | undefined) => Number(value);

// States on the Atlantic or Gulf coast (tidal Delaware River for PA).
const HURRICANE_STATES = new Set(
  'ME NH MA RI CT NY NJ PA DE MD DC VA NC SC GA FL AL MS LA TX HI PR'.split(
    ' ',
  ),
);
const SEA_STATES = new Set([...HURRICANE_STATES, ...'CA OR WA AK'.split(' ')]);
// The New Madrid seismic zone: Missouri bootheel, northeast Arkansas, west
// Tennessee and the Kentucky Purchase.
const NEW_MADRID = new Set(
  '29143 29155 29069 29133 29201 05093 05031 05111 47095 47045 47131 47157 21075 21105'.split(
    ' ',
  ),
);

describe('the county hazard table', () => {
  const high = (r: CsvRow, h: string) => /High/.test(r[`${h}_RISKR`]!);
  const score = (r: CsvRow, h: string) => num(r[`${h}_RISKS`] || '0');
  const counties = () => readSample('NRI_Table_Counties.csv');
  const share = (rows: CsvRow[], test: (r: CsvRow) => boolean) =>
    rows.filter(test).length / rows.length;
  const inStates = (rows: CsvRow[], states: string) =>
    rows.filter((r) => states.split(' ').includes(r.STATEABBRV!));

  it('should rank earthquake and landslide by the ground under the county', async () => {
    const rows = await counties();
    const louisiana = inStates(rows, 'LA');
    expect(louisiana.length).toBeGreaterThan(50);
    expect(
      louisiana
        .filter((r) => score(r, 'ERQK') >= score(r, 'LNDS'))
        .map((r) => r.COUNTY),
    ).toEqual([]);
    expect(share(inStates(rows, 'CA'), (r) => high(r, 'ERQK'))).toBeGreaterThan(
      0.8,
    );
    for (const states of ['AK', 'WA OR', 'UT NV']) {
      expect(
        share(inStates(rows, states), (r) => high(r, 'ERQK')),
        states,
      ).toBeGreaterThan(0.5);
    }
    const madrid = rows.filter((r) => NEW_MADRID.has(r.STCOFIPS!));
    expect(madrid.length).toBe(NEW_MADRID.size);
    expect(share(madrid, (r) => high(r, 'ERQK'))).toBeGreaterThan(0.6);
    for (const r of inStates(rows, 'FL LA IA MN ND')) {
      expect(high(r, 'ERQK'), `${r.STATEABBRV} ${r.COUNTY}`).toBe(false);
    }
    expect(
      share(inStates(rows, 'WV CO'), (r) => high(r, 'LNDS')),
    ).toBeGreaterThan(0.5);
    expect(share(inStates(rows, 'FL KS'), (r) => high(r, 'LNDS'))).toBe(0);
  });

  it('should blow hurricanes in from the coast, tornadoes and hail over the plains', async () => {
    const rows = await counties();
    const inland = rows.filter(
      (r) =>
        !HURRICANE_STATES.has(r.STATEABBRV!) &&
        r.HRCN_RISKR !== 'Not Applicable',
    );
    expect(inland.map((r) => r.STATEABBRV)).toEqual([]);
    const gulf = inStates(rows, 'TX LA MS AL GA SC NC FL');
    const mean = (list: CsvRow[]) =>
      list.reduce((sum, r) => sum + score(r, 'HRCN'), 0) / list.length;
    const coastal = gulf.filter((r) => r.CFLD_RISKR !== 'Not Applicable');
    const away = gulf.filter((r) => r.CFLD_RISKR === 'Not Applicable');
    expect(mean(coastal)).toBeGreaterThan(mean(away) + 20);
    expect(
      share(inStates(rows, 'OK KS NE MS AL'), (r) => high(r, 'TRND')),
    ).toBeGreaterThan(0.6);
    expect(
      share(inStates(rows, 'CA OR WA NV UT AZ'), (r) => high(r, 'TRND')),
    ).toBe(0);
    expect(
      share(inStates(rows, 'KS NE CO OK SD'), (r) => high(r, 'HAIL')),
    ).toBeGreaterThan(0.6);
    expect(
      share(inStates(rows, 'ME VT NH FL WA'), (r) => high(r, 'HAIL')),
    ).toBe(0);
  });

  it('should flood coasts from the sea and burn the West', async () => {
    const rows = await counties();
    const seaFlood = rows.filter(
      (r) =>
        r.CFLD_RISKR !== 'Not Applicable' && !SEA_STATES.has(r.STATEABBRV!),
    );
    expect(seaFlood.map((r) => `${r.STATEABBRV} ${r.COUNTY}`)).toEqual([]);
    const west = inStates(rows, 'CA OR ID NV AZ NM CO UT MT');
    expect(share(west, (r) => high(r, 'WFIR'))).toBeGreaterThan(0.6);
    const east = inStates(rows, 'OH IN PA NY VT ME MI WI IA IL');
    expect(share(east, (r) => high(r, 'WFIR'))).toBe(0);
  });
});
