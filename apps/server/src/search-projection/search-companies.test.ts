import { beforeAll, expect, it } from 'vitest';
import { FIXTURES, fixture } from '../testing/dataset-files/index';
import { describeEachDialect } from '../testing/each-dialect';
import { useIngestDb } from '../testing/ingest-db';
import { brokerMsid } from './broker-msid';
import { refreshSearchProjection } from './refresh-search-projection';

// Harbor Freight Lines (OH): two Form 5500s, five contracts, OSHA, DOT, WC.
const HARBOR = '100000001';
// Smith, Jones & Co. (ME): a self-funded welfare plan and a WHD case.
const SMITH = '100000003';

describeEachDialect('search_companies', (dialect) => {
  const t = useIngestDb(dialect);
  beforeAll(async () => {
    await t.ingest(FIXTURES.map(([file]) => fixture(file)));
    await refreshSearchProjection(t.db());
  });
  const company = (muns: string) =>
    t
      .db()
      .selectFrom('search_companies')
      .selectAll()
      .where('muns', '=', muns)
      .executeTakeFirstOrThrow();

  it('should have one row per company when fixtures are imported', async () => {
    const rows = await t
      .db()
      .selectFrom('search_companies')
      .select('muns')
      .execute();
    const companies = await t
      .db()
      .selectFrom('companies')
      .select('muns')
      .execute();
    expect(rows).toHaveLength(11);
    expect(rows.map((r) => r.muns).sort()).toEqual(
      companies.map((c) => c.muns).sort(),
    );
  });

  it('should copy the master and name the industry', async () => {
    expect(await company(HARBOR)).toMatchObject({
      name: 'Harbor Freight Lines, Inc.',
      sort_name: 'harbor freight lines, inc.',
      state: 'OH',
      zip: '43215',
      county_fips: '39049',
      latitude: 39.9671,
      longitude: -83.0044,
      naics: '484121',
      industry: 'General Freight Trucking, Long-Distance, Truckload',
      employees: 265,
      revenue: 48_500_000,
      address_states: 'OH',
      // Its latest Form 5500 received; the firmographic as-of date
      // (2025-09-30) is an extract date and does not count.
      activity_date: '2025-07-30',
    });
    expect(await company('100000009')).toMatchObject({
      naics: null,
      industry: null,
    });
  });

  it('should count and sum the commercial facts of a company', async () => {
    expect(await company(HARBOR)).toMatchObject({
      osha_inspections: 1,
      osha_violations: 2,
      osha_penalties: 4500,
      whd_cases: 0,
      whd_back_wages: 0,
      dot_number: '21800',
      dot_power_units: 48,
      dot_drivers: 52,
      dot_hazmat: 0,
      dot_mcs150_year: 2024,
      property_count: 1,
      property_year_built: 1978,
      wc_carrier: 'ACCIDENT FUND INSURANCE COMPANY OF AMERICA',
      wc_expiration_date: '2025-07-01',
      wc_experience_mod: 0.87,
      wc_premium: 184_500,
    });
    expect(await company('100000008')).toMatchObject({
      whd_cases: 1,
      whd_back_wages: 48_310,
      whd_penalties: 2200,
      activity_date: '2024-12-31',
    });
    expect(await company('100000009')).toMatchObject({
      dot_number: '987654',
      dot_hazmat: 1,
      wc_carrier: null,
    });
  });

  it('should rate hazards by county and crime by ZIP, else county', async () => {
    const levels = async (muns: string) => {
      const row = await company(muns);
      return [
        row.flood_level,
        row.fire_level,
        row.wind_level,
        row.ground_level,
        row.crime_level,
      ];
    };
    // Franklin County OH: flood = max(N/A, Relatively High), crime 'High'.
    expect(await levels(HARBOR)).toEqual([4, 1, 4, 1, 4]);
    // Cumberland County ME: fire 'Insufficient Data' is 0.
    expect(await levels(SMITH)).toEqual([3, 0, 2, 2, 3]);
    // ZIP 43228 has no crime row: the county's highest level.
    expect(await levels('100000006')).toEqual([4, 1, 4, 1, 4]);
    // Fairfield County CT is in neither table.
    expect(await levels('100000004')).toEqual([0, 0, 0, 0, 0]);
  });

  it('should summarize the filings and contracts of a company', async () => {
    expect(await company(HARBOR)).toMatchObject({
      eb_scopes: 3,
      plan_year: 2024,
      participants: 231 + 290,
      renewal_months: (1 << 0) | (1 << 6),
      premium: 1_874_000 + 142_560.25 + 51_000 + 8800,
      lob_mask: [0, 2, 3, 4, 5, 6, 7, 10].reduce((m, id) => m | (1 << id), 0),
      self_funded: 0,
      lob_other_text:
        'VOLUNTARY ACCIDENT, CRITICAL ILLNESS & "HOSPITAL" INDEMNITY',
      carrier: 'Unitedhealthcare Insurance',
      broker: 'Gallagher Benefit Services',
      broker_msid: brokerMsid('Gallagher Benefit Services'),
    });
    expect(await company(SMITH)).toMatchObject({
      eb_scopes: 1,
      participants: 118,
      renewal_months: 1 << 6,
      premium: 157_250,
      lob_mask: (1 << 1) | (1 << 2),
      self_funded: 1,
      carrier: 'Hm Life Insurance',
      broker: 'Hub International New England',
    });
  });

  it('should derive the plan criteria figures of the latest years', async () => {
    expect(await company(HARBOR)).toMatchObject({
      commission: 52_312.5,
      plan_count: 2,
      funding: 1,
      contract_year: 2024,
      carrier_change_from: null,
      broker_change_from: null,
    });
    expect(await company(SMITH)).toMatchObject({
      commission: 5400,
      plan_count: 1,
      funding: 2,
      contract_year: 2024,
    });
  });

  it('should date the latest change of carrier or broker set', async () => {
    const db = t.db();
    const fact = (key: string, muns: string, year: number) => ({
      source_key: `test-${key}`,
      muns,
      import_file_id: 1,
      row_hash: 'test',
      source_year: year,
      ack_id: `test-${key}`,
      form_id: 1,
    });
    const smithCarriers = await db
      .selectFrom('insurance_contracts')
      .select(['carrier_name', 'carrier_name_normalized'])
      .where('muns', '=', SMITH)
      .execute();
    await db
      .insertInto('insurance_contracts')
      .values([
        // Harbor: another carrier in 2021; Smith: the same ones in 2022.
        { ...fact('c1', HARBOR, 2021), carrier_name: 'OLD MUTUAL LIFE' },
        ...smithCarriers.map((c, i) => ({
          ...fact(`s${i}`, SMITH, 2022),
          ...c,
        })),
      ])
      .execute();
    await db
      .insertInto('contract_brokers')
      .values({ ...fact('c1', HARBOR, 2021), broker_name: 'OLD BROKERS LLC' })
      .execute();
    await refreshSearchProjection(db);
    expect(await company(HARBOR)).toMatchObject({
      carrier_change_from: 2021,
      broker_change_from: 2021,
      contract_year: 2024,
    });
    expect(await company(SMITH)).toMatchObject({
      carrier_change_from: null,
      broker_change_from: null,
    });
    for (const table of ['insurance_contracts', 'contract_brokers'] as const) {
      await db.deleteFrom(table).where('row_hash', '=', 'test').execute();
    }
    await refreshSearchProjection(db);
  });

  it('should set the retirement scope for a 5500-SF and none without a filing', async () => {
    expect((await company('100000002')).eb_scopes).toBe(2);
    expect((await company('100000005')).eb_scopes).toBe(2);
    expect(await company('100000006')).toMatchObject({
      eb_scopes: 0,
      plan_year: null,
      renewal_months: 0,
      lob_mask: 0,
      carrier: null,
      broker_msid: null,
    });
  });

  it('should list every state a source placed the company in', async () => {
    await t
      .db()
      .insertInto('company_addresses')
      .values(
        ['NV', 'CA', 'OH'].map((state, i) => ({
          source_key: `test-${i}`,
          muns: HARBOR,
          import_file_id: 1,
          row_hash: 'test',
          dataset: 'test',
          state,
        })),
      )
      .execute();
    await refreshSearchProjection(t.db());
    expect((await company(HARBOR)).address_states).toBe('CA,NV,OH');
    expect((await company(SMITH)).address_states).toBe('ME');
    await t
      .db()
      .deleteFrom('company_addresses')
      .where('dataset', '=', 'test')
      .execute();
    await refreshSearchProjection(t.db());
    expect((await company(HARBOR)).address_states).toBe('OH');
  });
});
