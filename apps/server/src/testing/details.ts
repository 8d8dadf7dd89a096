import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { DbDialect } from '../db/database';
import { writeLike } from './dataset-files/index';
import { ingestIntoApp } from './app-fixtures';
import { createTestApp, type TestApp } from './test-app';

// The fixtures give each company one inspection, case or carrier; these
// rows, in the agencies' formats, give two fixture companies enough of
// them to sort and page. Same names and addresses: the same companies.

type Row = Record<string, string>;

const HARBOUR_SITE = {
  estab_name: 'HARBOUR FREIGHT LINES',
  site_address: '1200 NORTH MAIN ST',
  site_city: 'COLUMBUS',
  site_state: 'OH',
  site_zip: '43215',
  naics_code: '484110',
  load_dt: '2025-11-02',
};

const inspection = (
  activity_nr: string,
  insp_type: string,
  insp_scope: string,
  safety_hlth: string,
  open_date: string,
  close_case_date: string,
): Row => ({
  ...HARBOUR_SITE,
  activity_nr,
  insp_type,
  insp_scope,
  safety_hlth,
  open_date,
  close_case_date,
  nr_in_estab: '240',
});

export const EXTRA_INSPECTIONS: Row[] = [
  inspection('1800001', 'H', 'A', 'S', '2025-06-02', '2025-09-10'),
  inspection('1800002', 'A', 'B', 'H', '2023-02-14', '2023-05-01'),
  inspection('1800003', 'C', 'A', 'S', '2025-08-20', ''),
  inspection('1800004', 'B', 'C', 'H', '2022-11-03', '2023-01-15'),
  // Opened the same day as the fixture's 1712345: a tie to break.
  inspection('1800005', 'F', 'B', 'S', '2024-10-15', '2024-12-01'),
  inspection('900123', 'M', 'A', 'S', '2021-04-09', '2021-10-30'),
];

const violation = (
  activity_nr: string,
  citation_id: string,
  viol_type: string,
  issuance_date: string,
  initial_penalty: string,
  current_penalty: string,
  gravity: string,
): Row => ({
  activity_nr,
  citation_id,
  standard: '19100178 L01',
  viol_type,
  issuance_date,
  abate_date: issuance_date.replace(/-\d\d$/, '-28'),
  initial_penalty,
  current_penalty,
  nr_instances: '1',
  nr_exposed: '4',
  gravity,
  load_dt: '2025-11-02',
});

export const EXTRA_VIOLATIONS: Row[] = [
  violation('1800001', '01001', 'S', '2025-07-01', '16131', '9678', '5'),
  violation('1800001', '01002', 'R', '2025-07-01', '32000', '24000', '5'),
  violation('1800001', '02001', 'O', '2025-07-01', '0', '0', '1'),
  violation('1800002', '01001', 'W', '2023-03-10', '156259', '100000', '10'),
  violation('1800004', '01001', 'S', '2022-12-01', '5000', '5000', '5'),
  violation('1800004', '01002', 'S', '2022-12-01', '5000', '5000', '5'),
  violation('1800005', '01001', 'U', '2024-11-05', '1000', '500', ''),
  violation('900123', '01001', 'S', '2021-05-01', '7000', '3500', '5'),
];

const whdCase = (
  case_id: string,
  start: string,
  end: string,
  violations: string,
  backWages: string,
  penalties: string,
  repeat: string,
): Row => ({
  case_id,
  trade_nm: 'TACO LOCO',
  street_addr_1_txt: '1550 S HIGH ST',
  cty_nm: 'COLUMBUS',
  st_cd: 'OH',
  zip_cd: '43207-1123',
  naic_cd: '722513',
  case_violtn_cnt: violations,
  cmp_assd_cnt: penalties,
  ee_violtd_cnt: violations,
  bw_atp_amt: backWages,
  ee_atp_cnt: violations,
  findings_start_date: `${start}T00:00:00`,
  findings_end_date: `${end}T00:00:00`,
  flsa_violtn_cnt: violations,
  flsa_repeat_violator: repeat,
  ld_dt: '2025-11-01T00:00:00',
});

export const EXTRA_CASES: Row[] = [
  whdCase('2100001', '2019-01-01', '2020-12-31', '4', '9100.25', '0', ''),
  whdCase('2100002', '2021-03-01', '2022-02-28', '7', '15000', '1500', 'R'),
  whdCase('2100003', '2024-01-01', '2025-06-30', '1', '350', '0', ''),
  whdCase('950', '2016-05-01', '2017-04-30', '2', '2200', '0', ''),
  whdCase('2100004', '2022-06-01', '2023-05-31', '0', '0', '0', ''),
];

const carrier = (
  dot: string,
  operation: string,
  hazmat: string,
  mcs150: string,
  mileage: string,
  units: string,
  drivers: string,
): Row => ({
  DOT_NUMBER: dot,
  LEGAL_NAME: 'HARBOR FREIGHT LINES, INC.',
  CARRIER_OPERATION: operation,
  HM_FLAG: hazmat,
  PC_FLAG: 'N',
  PHY_STREET: '1200 N MAIN STREET',
  PHY_CITY: 'COLUMBUS',
  PHY_STATE: 'OH',
  PHY_ZIP: '43215',
  PHY_COUNTRY: 'US',
  TELEPHONE: '6145550100',
  MCS150_DATE: mcs150,
  MCS150_MILEAGE: mileage,
  MCS150_MILEAGE_YEAR: mcs150.slice(0, 4),
  NBR_POWER_UNIT: units,
  DRIVER_TOTAL: drivers,
  AUTHORIZED_FOR_HIRE: 'Y',
});

export const EXTRA_CARRIERS: Row[] = [
  carrier('21801', 'A', 'Y', '20250110', '640000', '12', '14'),
  carrier('3000001', 'B', 'Y', '20230505', '90000', '3', '3'),
  carrier('455', 'C', 'N', '20220120', '', '48', '50'),
  carrier('1999999', 'A', 'N', '20240815', '1500000', '2', '2'),
  carrier('62000', 'A', 'N', '', '', '12', '13'),
];

/** The companies the tests read, by what the fixtures say of them. */
export interface DetailsCompanies {
  // OH: inspections, violations, carriers and many addresses.
  harbor: string;
  // OH: wage-and-hour cases.
  taco: string;
  // TX, in territory.broker's states: one carrier.
  houston: string;
}

const munsOf = async (db: Db, table: string, column: string, value: string) =>
  String(
    (
      await sql<{
        muns: string | null;
      }>`select "muns" from ${sql.table(table)} where ${sql.ref(column)} = ${value}`.execute(
        db,
      )
    ).rows[0]!.muns,
  );

/** Imports every fixture plus the rows above; the companies to read. */
export async function ingestDetails(t: TestApp): Promise<DetailsCompanies> {
  await ingestIntoApp(t);
  await ingestIntoApp(t, [
    writeLike(t.dataDir, 'osha_inspection.csv', EXTRA_INSPECTIONS),
    writeLike(t.dataDir, 'osha_violation.csv', EXTRA_VIOLATIONS),
    writeLike(t.dataDir, 'whd_whisard.csv', EXTRA_CASES),
    writeLike(t.dataDir, 'fmcsa_census.csv', EXTRA_CARRIERS),
  ]);
  const db = t.db;
  return {
    harbor: await munsOf(db, 'osha_inspections', 'activity_nr', '1712345'),
    taco: await munsOf(db, 'whd_cases', 'case_id', '1990001'),
    houston: await munsOf(db, 'motor_carriers', 'dot_number', '987654'),
  };
}

export interface DetailsTestApp {
  t(): TestApp;
  // The companies the tests read, filled in before the first test.
  c: DetailsCompanies;
  // GETs a path as a demo user (pc.broker unless named).
  get(url: string, user?: string): Promise<LightMyRequestResponse>;
  // The 200 answer of a path as a demo user (pc.broker unless named).
  ok<T>(url: string, user?: string): Promise<T>;
}

/** A test app with the details rows imported, one per describe block. */
export function useDetailsApp(dialect: DbDialect): DetailsTestApp {
  let app: TestApp | undefined;
  const c = {} as DetailsCompanies;
  beforeAll(async () => {
    app = await createTestApp(dialect);
    Object.assign(c, await ingestDetails(app));
  }, 120_000);
  afterAll(() => app?.close());
  const t = () => app!;
  const get = (url: string, user = 'pc.broker') => t().injectAs(user, { url });
  return {
    t,
    c,
    get,
    async ok<T>(url: string, user?: string) {
      const response = await get(url, user);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<T>();
    },
  };
}
