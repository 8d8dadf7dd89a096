import { describe, expect, it } from 'vitest';
import type { CsvRow } from '../test-output';
import { companyOfRecord, firmographicsByCompany, readSample } from './sample';

// The public sources describe the same companies and places: DOT carriers
// run the trucks their trade and size call for, assessors record the
// buildings such a company needs, and the county hazard table follows the
// map. NAICS and employees come from the firmographic row (employees as
// reported: within 15% of the truth, or rounded up to a size band).

const OFFICE_NAICS = /^(51[12489]|52|54|55|61|621|812|5312)/;

/** Each company's records of one dataset, with its firmographic row. */
async function byCompany(dataset: string, file: string, key: string) {
  const companyOf = await companyOfRecord(dataset);
  const firms = await firmographicsByCompany();
  const out = new Map<string, { firm: CsvRow; rows: CsvRow[] }>();
  for (const row of await readSample(file)) {
    const company = companyOf.get(row[key]!)!;
    const firm = firms.get(company);
    if (!firm) continue;
    const entry = out.get(company) ?? { firm, rows: [] };
    entry.rows.push(row);
    out.set(company, entry);
  }
  return [...out.values()];
}

const num = (value: string | undefined) => Number(value);

describe('the public sources of one company', () => {
  it('should register motor carriers in trades that run trucks or buses, never offices', async () => {
    const carriers = await byCompany(
      'fmcsa_census',
      'fmcsa_census.csv',
      'DOT_NUMBER',
    );
    const offices = carriers.filter(({ firm }) =>
      OFFICE_NAICS.test(firm.NAICS!),
    );
    expect(
      offices.map(({ firm }) => `${firm.NAICS} ${firm.COMPANY_NAME}`),
    ).toEqual([]);
    const trades = carriers.filter(({ firm }) =>
      /^(11|2[123]|3|4[2-9]|562|5617|532)/.test(firm.NAICS!),
    );
    expect(trades.length / carriers.length).toBeGreaterThan(0.97);
  });

  it('should size a carrier’s fleet by the company’s employees', async () => {
    const tooBig: string[] = [];
    for (const { firm, rows } of await byCompany(
      'fmcsa_census',
      'fmcsa_census.csv',
      'DOT_NUMBER',
    )) {
      // The true headcount is at least 85% of the reported one.
      const employees = Math.ceil(num(firm.EMPLOYEES) / 0.85);
      for (const r of rows) {
        const units = num(r.NBR_POWER_UNIT);
        const drivers = num(r.DRIVER_TOTAL);
        if (drivers > employees || units > drivers * 1.5) {
          tooBig.push(
            `${firm.NAICS} ${firm.EMPLOYEES} employees: ${units} units, ${drivers} drivers`,
          );
        }
      }
    }
    expect(tooBig).toEqual([]);
  });

  it('should own more and larger buildings as the company grows', async () => {
    const owners = await byCompany(
      'properties',
      'properties.csv',
      'PROPERTY_ID',
    );
    const area = (rows: CsvRow[]) =>
      rows.reduce((sum, r) => sum + num(r.BUILDING_AREA_SQFT), 0);
    const large = owners.filter(({ firm }) => num(firm.EMPLOYEES) >= 500);
    expect(large.length).toBeGreaterThan(100);
    const allSmall = large.filter(({ rows }) =>
      rows.every((r) => num(r.BUILDING_AREA_SQFT) < 5_000),
    );
    expect(allSmall.length).toBe(0);
    // Distributors, makers and carriers of 1,000+ employees own warehouses
    // and plants of tens of thousands of square feet.
    const goods = owners.filter(
      ({ firm }) =>
        num(firm.EMPLOYEES) >= 1_000 && /^(3|42|48|49)/.test(firm.NAICS!),
    );
    expect(goods.length).toBeGreaterThan(10);
    expect(goods.filter(({ rows }) => area(rows) < 50_000).length).toBe(0);
    // Offices: a few hundred square feet per employee, not thousands.
    const perEmployee = owners
      .filter(({ firm }) => /^(52|54)/.test(firm.NAICS!))
      .map(({ firm, rows }) => area(rows) / num(firm.EMPLOYEES))
      .sort((a, b) => a - b);
    const median = perEmployee[Math.floor(perEmployee.length / 2)]!;
    expect(median).toBeGreaterThan(100);
    expect(median).toBeLessThan(600);
  });

  it('should describe a property by its owner’s trade', async () => {
    // NAICS prefix: the land uses its buildings may have.
    const fits: ReadonlyArray<readonly [RegExp, RegExp]> = [
      [/^42/, /^(I300|C220|I100)$/],
      [/^3/, /^I[123]00$/],
      [/^484/, /^(I400|I300|C220)$/],
      [/^54/, /^(C200|C120)$/],
      [/^52/, /^(C200|C600)$/],
      [/^44|^45/, /^(C100|C110|C120|C500|C220)$/],
      [/^722/, /^(C300|C310)$/],
      [/^621/, /^(C210|C200)$/],
      [/^623/, /^C700$/],
      [/^812/, /^(C100|C120)$/],
      [/^8131/, /^E100$/],
    ];
    const misfits = new Map<string, number>();
    for (const { firm, rows } of await byCompany(
      'properties',
      'properties.csv',
      'PROPERTY_ID',
    )) {
      const fit = fits.find(([naics]) => naics.test(firm.NAICS!));
      for (const r of fit ? rows : []) {
        if (fit![1].test(r.LAND_USE_CODE!)) continue;
        const key = `${firm.NAICS!.slice(0, 3)} ${r.LAND_USE_DESC}`;
        misfits.set(key, (misfits.get(key) ?? 0) + 1);
      }
    }
    expect(Object.fromEntries(misfits)).toEqual({});
  });
});

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
