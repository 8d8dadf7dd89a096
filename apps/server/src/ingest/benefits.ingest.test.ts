import { beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '../testing/each-dialect';
import { tableRows, useIngestDb } from '../testing/ingest-db';
import { fixture, rejectsIn } from '../testing/dataset-files/index';

const HARBOR_WELFARE = '20250729101530P030001234567001';
const HARBOR_401K = '20250730111111P030001234568001';
const SMITH_JONES = '20251015090000P040005550001001';
const ORPHAN = '20250901000000P030009999999001';

describeEachDialect('5500-SF, Schedule C, H and I import', (dialect) => {
  const t = useIngestDb(dialect);
  beforeEach(() => t.reset());
  const ingest = (names: string[]) => t.ingest(names.map(fixture));

  it('imports 5500-SF filings with their financial section', async () => {
    const { files } = await ingest(['f_5500_sf_2024_latest.csv']);
    expect(files[0]).toMatchObject({
      dataset: 'f5500_sf',
      status: 'done',
      read: 6,
      inserted: 3,
      rejected: 3,
    });
    expect(rejectsIn(files[0]!.rejectsPath)).toEqual([
      "5: SF_PLAN_NUM is not a plan number: '5011'",
      "6: SF_TOT_ASSETS_EOY_AMT is not a number: '12,3OO'",
      "7: SF_SPONS_US_STATE is not a state code: 'Mass'",
    ]);
    const filings = await tableRows(t.db(), 'filings', 'source_key');
    expect(
      filings.map((f) => [f.form, f.ein, f.plan_number, f.zip, f.phone]),
    ).toEqual([
      ['5500-SF', '023456789', '001', '06830', '2035550123'],
      ['5500-SF', '551234567', '501', '04101', '2075550111'],
      ['5500-SF', '043219876', '001', '02108', '6175550142'],
    ]);
    expect(filings[0]).toMatchObject({
      sponsor_name: 'BRIGHT SMILES FAMILY DENTISTRY, P.C.',
      sponsor_dba: 'BRIGHT SMILES',
      state: 'CT',
      participants_boy: 14,
      active_participants: 12,
      pension_codes: '2E2F2G2J2K3D',
      welfare_codes: null,
      self_funded: null,
      schedule_h_attached: null,
      date_received: '2025-06-12',
      preparer_firm_name: 'NUTMEG PLAN SERVICES',
      source_year: 2024,
    });
    expect(filings[2]).toMatchObject({
      plan_name: `O'BRIEN & WALSH "TRIAL LAWYERS" PROFIT SHARING PLAN`,
      date_received: '2025-10-14',
    });
    const money = await tableRows(t.db(), 'plan_financials', 'source_key');
    expect(
      money.map((m) => [m.source_key, m.assets_eoy, m.net_income]),
    ).toEqual([
      ['20250612143015P030000111222001:SF', 698500.5, 86500],
      ['20250801090000P030000555666001:SF', null, null],
      ['20251014221500P040000333444001:SF', 231000, -17800],
    ]);
    expect(money[0]).toMatchObject({
      schedule: 'SF',
      ein: '023456789',
      plan_number: '001',
      assets_boy: 612000,
      employer_contributions: 28000,
      participant_contributions: 41250,
      total_income: 96550,
      benefits_paid: 8400,
      admin_expenses: 1650,
      total_expenses: 10050,
      accountant_opinion: null,
      muns: filings[0]!.muns,
    });
    const companies = await tableRows(t.db(), 'companies', 'muns');
    // Active participants, else all participants, as employees.
    expect(companies.map((c) => [c.name, c.employees])).toEqual([
      ['BRIGHT SMILES FAMILY DENTISTRY, P.C.', 12],
      ["O'BRIEN & WALSH, LLP", 9],
      ['NORTHWIND CAFE LLC', 22],
    ]);
  });

  it('imports Schedule C providers and their service codes', async () => {
    const { files } = await ingest([
      'f_sch_c_part1_item2_codes_2024_latest.csv',
      'f_sch_c_part1_item2_2024_latest.csv',
      'f_5500_2024_latest.csv',
    ]);
    expect(files.map((f) => [f.dataset, f.inserted, f.rejected])).toEqual([
      ['f5500', 3, 4],
      ['sch_c_item2', 3, 3],
      ['sch_c_item2_codes', 6, 2],
    ]);
    expect(rejectsIn(files[1]!.rejectsPath)).toEqual([
      `5: no Form 5500 filing ${ORPHAN} has been imported`,
      '6: ROW_ORDER is blank',
      '7: has 5 fields where the header has 22',
    ]);
    expect(rejectsIn(files[2]!.rejectsPath)).toEqual([
      `8: no Schedule C service provider ${HARBOR_401K}:4 has been imported`,
      "9: CODE_ORDER is not a number: 'x'",
    ]);
    const providers = await tableRows(
      t.db(),
      'service_providers',
      'source_key',
    );
    expect(
      providers.map((p) => [
        p.source_key,
        p.ein,
        p.zip,
        p.service_codes,
        p.direct_compensation,
        p.indirect_compensation,
      ]),
    ).toEqual([
      [`${HARBOR_401K}:1`, '043335555', '15219', '15,16', 18500, null],
      [`${HARBOR_401K}:2`, '043523567', '02210', '15,37,64', null, 42311],
      [`${HARBOR_401K}:3`, '987654321', '04101', '10', 9500, null],
    ]);
    expect(providers[2]).toMatchObject({
      name: 'SMITH, JONES & CO., LLP',
      address: '40 "OLD" MILL RD',
      relation: 'NONE',
      row_order: 3,
    });
    const codes = await tableRows(
      t.db(),
      'service_provider_codes',
      'source_key',
    );
    expect(codes.map((c) => [c.source_key, c.service_code])).toEqual([
      [`${HARBOR_401K}:1:1`, '15'],
      [`${HARBOR_401K}:1:2`, '16'],
      [`${HARBOR_401K}:2:1`, '15'],
      [`${HARBOR_401K}:2:2`, '37'],
      [`${HARBOR_401K}:2:3`, '64'],
      [`${HARBOR_401K}:3:1`, '10'],
    ]);
    // The provider's EIN is the counterparty's: the row stays the sponsor's.
    const [filing] = await tableRows(t.db(), 'filings', 'source_key');
    expect(new Set([...providers, ...codes].map((r) => r.muns))).toEqual(
      new Set([filing!.muns]),
    );
  });

  it('imports Schedule H and Schedule I financials under their filing', async () => {
    const { files } = await ingest([
      'f_sch_i_2024_latest.csv',
      'f_sch_h_2024_latest.csv',
      'f_5500_2024_latest.csv',
    ]);
    expect(files.map((f) => [f.dataset, f.inserted, f.rejected])).toEqual([
      ['f5500', 3, 4],
      ['sch_h', 1, 2],
      ['sch_i', 2, 1],
    ]);
    expect(rejectsIn(files[1]!.rejectsPath)).toEqual([
      `3: no Form 5500 filing ${ORPHAN} has been imported`,
      "4: TOT_ASSETS_EOY_AMT is not a number: 'N/A'",
    ]);
    expect(rejectsIn(files[2]!.rejectsPath)).toEqual([
      "4: SCH_I_PLAN_YEAR_BEGIN_DATE is not a date: '01/15/24'",
    ]);
    const money = await tableRows(t.db(), 'plan_financials', 'source_key');
    expect(money.map((m) => [m.source_key, m.schedule, m.assets_eoy])).toEqual([
      [`${HARBOR_WELFARE}:I`, 'I', null],
      [`${HARBOR_401K}:H`, 'H', 17342118.4],
      [`${SMITH_JONES}:I`, 'I', 12000],
    ]);
    expect(money[1]).toMatchObject({
      ack_id: HARBOR_401K,
      ein: '012345678',
      plan_number: '001',
      assets_boy: 15230411,
      liabilities_eoy: 500,
      net_assets_eoy: 17341618.4,
      employer_contributions: 612000,
      participant_contributions: 1480000,
      benefits_paid: 1210000,
      admin_expenses: 69500,
      net_income: 2111207.4,
      accountant_opinion: '1',
      accountant_firm_name: 'SMITH, JONES & CO., LLP',
      source_year: 2024,
      as_of_date: '2025-07-30',
    });
    expect(money[2]).toMatchObject({
      plan_number: '501',
      employer_contributions: 310000,
      total_expenses: 340000,
      net_income: 12000,
      accountant_firm_name: null,
    });
    const filings = await tableRows(t.db(), 'filings', 'source_key');
    const munsOf = new Map(filings.map((f) => [f.source_key, f.muns]));
    for (const row of money) expect(row.muns).toBe(munsOf.get(row.ack_id));
  });
});
