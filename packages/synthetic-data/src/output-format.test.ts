import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTPUT_FILES } from './files';
import { generateInTemp, type Generated } from './test-output';

// Published headers (reference §1-5): counts of the DOL sets, case, names.
const PUBLISHED: Record<string, { count?: number; starts: string[] }> = {
  'f_5500_2024_latest.csv': {
    count: 140,
    starts: ['ACK_ID', 'FORM_PLAN_YEAR_BEGIN_DATE', 'FORM_TAX_PRD'],
  },
  'f_5500_sf_2024_latest.csv': {
    count: 191,
    starts: ['ACK_ID', 'SF_PLAN_YEAR_BEGIN_DATE', 'SF_TAX_PRD'],
  },
  'f_sch_a_2024_latest.csv': {
    count: 90,
    starts: ['ACK_ID', 'FORM_ID', 'SCH_A_PLAN_YEAR_BEGIN_DATE'],
  },
  'f_sch_a_part1_2024_latest.csv': {
    count: 19,
    starts: ['ACK_ID', 'FORM_ID', 'ROW_ORDER', 'INS_BROKER_NAME'],
  },
  'f_sch_c_part1_item2_2024_latest.csv': {
    count: 22,
    starts: ['ACK_ID', 'ROW_ORDER', 'PROVIDER_OTHER_NAME'],
  },
  'f_sch_c_part1_item2_codes_2024_latest.csv': {
    count: 4,
    starts: ['ACK_ID', 'ROW_ORDER', 'CODE_ORDER', 'SERVICE_CODE'],
  },
  'f_sch_h_2024_latest.csv': {
    starts: [
      'ACK_ID',
      'SCH_H_PLAN_YEAR_BEGIN_DATE',
      'SCH_H_TAX_PRD',
      'SCH_H_PN',
      'SCH_H_EIN',
    ],
  },
  'f_sch_i_2024_latest.csv': {
    starts: [
      'ACK_ID',
      'SCH_I_PLAN_YEAR_BEGIN_DATE',
      'SCH_I_TAX_PRD',
      'SCH_I_PLAN_NUM',
      'SCH_I_EIN',
    ],
  },
  'osha_inspection.csv': {
    starts: ['activity_nr', 'reporting_id', 'state_flag', 'estab_name'],
  },
  'osha_violation.csv': {
    starts: ['activity_nr', 'citation_id', 'delete_flag', 'standard'],
  },
  'whd_whisard.csv': {
    starts: ['case_id', 'trade_nm', 'legal_name', 'street_addr_1_txt'],
  },
  'fmcsa_census.csv': {
    count: 42,
    starts: ['DOT_NUMBER', 'LEGAL_NAME', 'DBA_NAME', 'CARRIER_OPERATION'],
  },
  'NRI_Table_Counties.csv': {
    starts: ['NRI_ID', 'STATE', 'STATEABBRV', 'STATEFIPS', 'COUNTY'],
  },
};

const TRUTH_KEYS: Record<string, [string, string]> = {
  f5500: ['f_5500_{y}_latest.csv', 'ACK_ID'],
  f5500_sf: ['f_5500_sf_{y}_latest.csv', 'ACK_ID'],
  osha_inspection: ['osha_inspection.csv', 'activity_nr'],
  whd: ['whd_whisard.csv', 'case_id'],
  fmcsa_census: ['fmcsa_census.csv', 'DOT_NUMBER'],
  properties: ['properties.csv', 'PROPERTY_ID'],
  wc_policies: ['wc_policies.csv', 'POLICY_RECORD_ID'],
  contacts: ['contacts.csv', 'CONTACT_ID'],
  firmographics: ['firmographics.csv', 'RECORD_ID'],
};

describe('generated files', () => {
  let g: Generated;
  beforeAll(async () => {
    g = await generateInTemp(1500, 21);
  });
  afterAll(() => g?.remove());

  it('should start every file with its header, as published', async () => {
    for (const file of OUTPUT_FILES) {
      expect(await g.header(file.name), file.name).toEqual([...file.header]);
    }
    for (const [name, { count, starts }] of Object.entries(PUBLISHED)) {
      const header = await g.header(name);
      if (count) expect(header, name).toHaveLength(count);
      expect(header.slice(0, starts.length), name).toEqual(starts);
    }
  });

  it('should name DOL and FMCSA columns in upper case and enforcement columns in lower case', async () => {
    for (const name of [
      'f_5500_2025_latest.csv',
      'f_sch_a_2025_latest.csv',
      'fmcsa_census.csv',
      'properties.csv',
    ]) {
      for (const column of await g.header(name))
        expect(column).toBe(column.toUpperCase());
    }
    for (const name of [
      'osha_inspection.csv',
      'osha_violation.csv',
      'whd_whisard.csv',
    ]) {
      for (const column of await g.header(name))
        expect(column).toBe(column.toLowerCase());
    }
  });

  it('should give the true company of every company-level row, and nothing else', async () => {
    const truth = await g.read('truth.csv');
    const byDataset = new Map<string, Set<string>>();
    for (const row of truth) {
      expect(row.COMPANY_ID).toMatch(/^G\d{7}$/);
      const keys = byDataset.get(row.DATASET!) ?? new Set<string>();
      expect(
        keys.has(row.RECORD_KEY!),
        `${row.DATASET} ${row.RECORD_KEY}`,
      ).toBe(false);
      keys.add(row.RECORD_KEY!);
      byDataset.set(row.DATASET!, keys);
    }
    for (const [dataset, [pattern, column]] of Object.entries(TRUTH_KEYS)) {
      const names = pattern.includes('{y}')
        ? [pattern.replace('{y}', '2024'), pattern.replace('{y}', '2025')]
        : [pattern];
      const keys: string[] = [];
      for (const name of names)
        keys.push(...(await g.read(name)).map((r) => r[column]!));
      expect(keys.length, dataset).toBeGreaterThan(0);
      expect(new Set(keys).size, dataset).toBe(keys.length);
      expect(new Set(keys), dataset).toEqual(
        byDataset.get(dataset) ?? new Set(),
      );
    }
    expect([...byDataset.keys()].sort()).toEqual(
      Object.keys(TRUTH_KEYS).sort(),
    );
  });

  it('should join schedules to filings on ACK_ID and Part 1 to Schedule A on ACK_ID and FORM_ID', async () => {
    for (const year of ['2024', '2025']) {
      const filings = new Set(
        (await g.read(`f_5500_${year}_latest.csv`)).map((r) => r.ACK_ID),
      );
      const contracts = await g.read(`f_sch_a_${year}_latest.csv`);
      const contractKeys = new Set(
        contracts.map((r) => `${r.ACK_ID}|${r.FORM_ID}`),
      );
      for (const r of contracts) expect(filings.has(r.ACK_ID)).toBe(true);
      for (const r of await g.read(`f_sch_a_part1_${year}_latest.csv`)) {
        expect(contractKeys.has(`${r.ACK_ID}|${r.FORM_ID}`)).toBe(true);
      }
      for (const name of [
        `f_sch_c_part1_item2_${year}_latest.csv`,
        `f_sch_h_${year}_latest.csv`,
        `f_sch_i_${year}_latest.csv`,
      ]) {
        for (const r of await g.read(name))
          expect(filings.has(r.ACK_ID), name).toBe(true);
      }
    }
  });

  it('should write identifiers and dates in the published formats', async () => {
    const filings = await g.read('f_5500_2024_latest.csv');
    for (const r of filings) {
      expect(r.ACK_ID).toMatch(/^\d{14}(P0\d\d|NAL0)\d{12}$/);
      expect(r.SPONS_DFE_EIN).toMatch(/^\d{9}$/);
      expect(r.SPONS_DFE_PN).toMatch(/^\d{3}$/);
      expect(r.FORM_PLAN_YEAR_BEGIN_DATE).toMatch(/^2024-\d\d-01$/);
      expect(r.SPONS_DFE_MAIL_US_ZIP).toMatch(/^\d{5}(-?\d{4})?$/);
      expect(r.SPONS_DFE_PHONE_NUM).toMatch(/^\d{10}$/);
    }
    const eins = new Set(
      (await g.read('f_5500_sf_2024_latest.csv')).map((r) => r.SF_SPONS_EIN!),
    );
    expect([...eins].some((ein) => ein.startsWith('0'))).toBe(true);
    for (const r of await g.read('fmcsa_census.csv')) {
      expect(r.MCS150_DATE).toMatch(
        /^(\d{8}|\d{4}-\d\d-\d\dT00:00:00|\d\d-[A-Z]{3}-\d\d)$/,
      );
    }
    for (const r of await g.read('wc_policies.csv')) {
      expect(r.EFFECTIVE_DATE).toMatch(/^\d{4}-\d\d-\d\d$/);
      // A 12-month term: the same day a year later.
      const year = Number(r.EFFECTIVE_DATE!.slice(0, 4)) + 1;
      expect(r.EXPIRATION_DATE).toBe(`${year}${r.EFFECTIVE_DATE!.slice(4)}`);
    }
  });
});
