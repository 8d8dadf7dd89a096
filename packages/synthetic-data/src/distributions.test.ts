import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  generateInTemp,
  share,
  type CsvRow,
  type Generated,
} from './test-output';

// Plausibility of a small run (2,000 companies); bounds are loose on purpose.

function companiesIn(truth: CsvRow[], ...datasets: string[]): number {
  return new Set(
    truth.filter((r) => datasets.includes(r.DATASET!)).map((r) => r.COMPANY_ID),
  ).size;
}

describe('a small generated data set', () => {
  const N = 2000;
  let g: Generated;
  let truth: CsvRow[];
  beforeAll(async () => {
    g = await generateInTemp(N, 99);
    truth = await g.read('truth.csv');
  });
  afterAll(() => g?.remove());

  it('should put companies in each source at about the intended rates', () => {
    const rate = (...datasets: string[]) =>
      share(companiesIn(truth, ...datasets), N);
    expect(rate('f5500', 'f5500_sf')).toBeGreaterThan(0.22);
    expect(rate('f5500', 'f5500_sf')).toBeLessThan(0.45);
    expect(rate('firmographics')).toBeGreaterThan(0.85);
    expect(rate('firmographics')).toBeLessThan(0.95);
    for (const dataset of ['properties', 'wc_policies', 'contacts']) {
      expect(rate(dataset), dataset).toBeGreaterThan(0.38);
      expect(rate(dataset), dataset).toBeLessThan(0.62);
    }
    expect(rate('osha_inspection')).toBeGreaterThan(0.015);
    expect(rate('osha_inspection')).toBeLessThan(0.07);
    expect(rate('fmcsa_census')).toBeGreaterThan(0.03);
    expect(rate('fmcsa_census')).toBeLessThan(0.09);
    expect(rate('whd')).toBeGreaterThan(0.005);
    expect(rate('whd')).toBeLessThan(0.045);
  });

  it('should start most Schedule A policy years in January, then July', async () => {
    const months = new Map<string, number>();
    for (const r of await g.read('f_sch_a_2024_latest.csv')) {
      const month = r.INS_POLICY_FROM_DATE!.slice(5, 7);
      expect(r.INS_POLICY_FROM_DATE!.slice(8)).toBe('01');
      months.set(month, (months.get(month) ?? 0) + 1);
    }
    const ranked = [...months.entries()].sort((a, b) => b[1] - a[1]);
    expect(ranked[0]![0]).toBe('01');
    expect(ranked[0]![1]).toBeGreaterThan(3 * (months.get('07') ?? 0));
    expect(months.get('07') ?? 0).toBeGreaterThan(months.get('02') ?? 0);
  });

  it('should file large plans on Form 5500 and mostly retirement plans on the short form', async () => {
    const large = await g.read('f_5500_2024_latest.csv');
    const big = large.filter((r) => Number(r.TOT_PARTCP_BOY_CNT) >= 100).length;
    expect(share(big, large.length)).toBeGreaterThan(0.7);
    const small = await g.read('f_5500_sf_2024_latest.csv');
    const retirement = small.filter(
      (r) => r.SF_TYPE_PENSION_BNFT_CODE !== '',
    ).length;
    expect(share(retirement, small.length)).toBeGreaterThan(0.9);
    const later =
      (await g.read('f_5500_2025_latest.csv')).length +
      (await g.read('f_5500_sf_2025_latest.csv')).length;
    const shortfall = 1 - later / (large.length + small.length);
    expect(shortfall).toBeGreaterThan(0.08);
    expect(shortfall).toBeLessThan(0.35);
  });

  it('should attach 2 to 6 contracts to a welfare filing and 0 to 3 brokers to a contract', async () => {
    const perFiling = new Map<string, number>();
    for (const r of await g.read('f_sch_a_2024_latest.csv')) {
      if (
        r.WLFR_BNFT_HEALTH_IND ||
        r.WLFR_BNFT_DENTAL_IND ||
        r.WLFR_BNFT_LIFE_INSUR_IND ||
        r.WLFR_BNFT_STOP_LOSS_IND ||
        r.WLFR_BNFT_VISION_IND ||
        r.WLFR_BNFT_TEMP_DISAB_IND ||
        r.WLFR_BNFT_LONG_TERM_DISAB_IND ||
        r.WLFR_BNFT_OTHER_IND
      ) {
        perFiling.set(r.ACK_ID!, (perFiling.get(r.ACK_ID!) ?? 0) + 1);
      }
    }
    expect(perFiling.size).toBeGreaterThan(50);
    for (const count of perFiling.values()) {
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(6);
    }
    const perContract = new Map<string, number>();
    for (const r of await g.read('f_sch_a_part1_2024_latest.csv')) {
      const key = `${r.ACK_ID}|${r.FORM_ID}`;
      perContract.set(key, (perContract.get(key) ?? 0) + 1);
      expect(r.INS_BROKER_NAME!.length).toBeLessThanOrEqual(35);
    }
    expect(Math.max(...perContract.values())).toBeLessThanOrEqual(3);
  });

  it('should cite violations in about 60% of OSHA inspections and put carriers mostly in transportation', async () => {
    const inspections = await g.read('osha_inspection.csv');
    const cited = new Set(
      (await g.read('osha_violation.csv')).map((r) => r.activity_nr),
    );
    expect(share(cited.size, inspections.length)).toBeGreaterThan(0.35);
    expect(share(cited.size, inspections.length)).toBeLessThan(0.8);
    const carriers = await g.read('fmcsa_census.csv');
    const companyOf = new Map(
      truth.map((r) => [`${r.DATASET}|${r.RECORD_KEY}`, r.COMPANY_ID]),
    );
    const naicsOf = new Map(
      (await g.read('firmographics.csv')).map((r) => [
        companyOf.get(`firmographics|${r.RECORD_ID}`),
        r.NAICS!,
      ]),
    );
    const known = carriers
      .map((r) => naicsOf.get(companyOf.get(`fmcsa_census|${r.DOT_NUMBER}`)))
      .filter((naics): naics is string => naics !== undefined);
    expect(
      share(known.filter((naics) => /^4[89]/.test(naics)).length, known.length),
    ).toBeGreaterThan(0.45);
    // Fleets follow the firms' employees (sources-agree.test.ts): most are
    // small, fewer run a single truck than in the census, whose one-truck
    // carriers are mostly owner-operators without employees.
    const units = carriers.map((r) => Number(r.NBR_POWER_UNIT));
    expect(
      share(units.filter((u) => u === 1).length, units.length),
    ).toBeGreaterThan(0.15);
    expect(
      share(units.filter((u) => u <= 10).length, units.length),
    ).toBeGreaterThan(0.6);
  });

  it('should give firms a median near 15 employees with a long tail', async () => {
    const employees = (await g.read('firmographics.csv'))
      .map((r) => Number(r.EMPLOYEES))
      .sort((a, b) => a - b);
    const median = employees[Math.floor(employees.length / 2)]!;
    expect(median).toBeGreaterThanOrEqual(8);
    expect(median).toBeLessThanOrEqual(25);
    expect(employees[employees.length - 1]!).toBeGreaterThan(1000);
  });

  it('should rate NRI hazards with the exact words, and coastal flooding inland as not applicable', async () => {
    const words = new Set([
      'Very High',
      'Relatively High',
      'Relatively Moderate',
      'Relatively Low',
      'Very Low',
      'No Rating',
      'Not Applicable',
      'Insufficient Data',
    ]);
    const counties = await g.read('NRI_Table_Counties.csv');
    expect(counties.length).toBeGreaterThan(3000);
    for (const r of counties) {
      for (const column of [
        'RISK_RATNG',
        'CFLD_RISKR',
        'ERQK_RISKR',
        'TRND_RISKR',
        'WFIR_RISKR',
        'HRCN_RISKR',
      ]) {
        expect(words.has(r[column]!), `${column}=${r[column]}`).toBe(true);
      }
      expect(r.STCOFIPS).toMatch(/^\d{5}$/);
    }
    const kansas = counties.filter((r) => r.STATEABBRV === 'KS');
    expect(kansas.every((r) => r.CFLD_RISKR === 'Not Applicable')).toBe(true);
    const high = (state: string, column: string) =>
      counties.filter((r) => r.STATEABBRV === state && /High/.test(r[column]!))
        .length;
    expect(high('CA', 'ERQK_RISKR')).toBeGreaterThan(high('OH', 'ERQK_RISKR'));
    expect(high('OK', 'TRND_RISKR')).toBeGreaterThan(high('OR', 'TRND_RISKR'));
  });
});
