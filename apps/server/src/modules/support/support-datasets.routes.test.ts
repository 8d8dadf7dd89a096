import { join } from 'node:path';
import {
  ERROR_TEXTS,
  type SupportDataset,
  type SupportDatasets,
} from '@edge/contracts';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { ingestIntoApp } from '../../testing/app-fixtures';
import { expectAppError } from '../../testing/app-error';
import { FIXTURES, fixture } from '../../testing/dataset-files/index';
import { describeEachDialect } from '../../testing/each-dialect';
import { useTestApp } from '../../testing/test-app';

const URL = '/api/v1/support/datasets';

// The table each fixture's rows go to, as the import wrote them.
const TABLES: Record<string, string> = {
  firmographics: 'company_profiles',
  f5500: 'filings',
  f5500_sf: 'filings',
  sch_a: 'insurance_contracts',
  sch_a_part1: 'contract_brokers',
  sch_c_item2: 'service_providers',
  sch_c_item2_codes: 'service_provider_codes',
  sch_h: 'plan_financials',
  sch_i: 'plan_financials',
  osha_inspection: 'osha_inspections',
  osha_violation: 'osha_violations',
  whd: 'whd_cases',
  fmcsa_census: 'motor_carriers',
  wc_policies: 'wc_policies',
  properties: 'properties',
  contacts: 'contacts',
};

describeEachDialect('support data page API', (dialect) => {
  const ctx = useTestApp(dialect);
  beforeAll(() => ingestIntoApp(ctx()), 60_000);

  const db = () => ctx().db;
  const get = async (username = 'pc.broker') => {
    const response = await ctx().injectAs(username, { url: URL });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SupportDatasets>();
  };
  const byName = (answer: SupportDatasets) =>
    new Map(answer.datasets.map((d) => [d.dataset, d]));

  // Plain SQL over what the fixtures' files wrote: each file is one dataset.
  async function filesOf(dataset: string) {
    const { rows } = await sql<{
      id: number;
      file_name: string;
      as_of_date: string | null;
    }>`select id, file_name, as_of_date from import_files
        where dataset = ${dataset} and status = 'done' order by id`.execute(
      db(),
    );
    return rows;
  }
  async function companiesWithRows(table: string, fileIds: number[]) {
    const { rows } = await sql<{ muns: string }>`
      select distinct muns from ${sql.table(table)}
       where muns is not null
         and import_file_id in (${sql.join(fileIds)})`.execute(db());
    return rows.length;
  }
  async function placedCompanies(
    test: (c: { zip: string | null; county_fips: string | null }) => boolean,
  ) {
    const { rows } = await sql<{
      zip: string | null;
      county_fips: string | null;
    }>`select zip, county_fips from companies`.execute(db());
    return rows.filter(test).length;
  }
  async function keysOf(query: ReturnType<typeof sql<{ key: string | null }>>) {
    const { rows } = await query.execute(db());
    return new Set(rows.map((row) => row.key));
  }

  it('should list every imported dataset in import order with its files and as-of date', async () => {
    const answer = await get();
    expect(answer.datasets.map((d) => d.dataset)).toEqual(
      FIXTURES.map(([, dataset]) => dataset),
    );
    for (const dataset of answer.datasets) {
      const files = await filesOf(dataset.dataset);
      const asOf = files
        .map((f) => f.as_of_date)
        .filter((d) => d !== null)
        .sort()
        .pop();
      expect(dataset, dataset.dataset).toMatchObject({
        files: files.length,
        file_name: files[files.length - 1]!.file_name,
        as_of_date: asOf ?? null,
        imported_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect(dataset.source.length, dataset.dataset).toBeGreaterThan(10);
      expect(dataset.used_for.length, dataset.dataset).toBeGreaterThan(10);
    }
  });

  it('should count the companies each dataset covers as plain SQL does', async () => {
    const answer = byName(await get());
    for (const [name, table] of Object.entries(TABLES)) {
      const ids = (await filesOf(name)).map((f) => f.id);
      const expected = await companiesWithRows(table, ids);
      expect(expected, name).toBeGreaterThan(0);
      expect(answer.get(name)?.companies, name).toBe(expected);
    }
  });

  it('should count companies placed in rated counties and scored ZIP codes', async () => {
    const answer = byName(await get());
    const counties = await keysOf(
      sql<{
        key: string | null;
      }>`select source_key as key from hazard_counties`,
    );
    const zips = await keysOf(
      sql<{ key: string | null }>`select source_key as key from crime_scores`,
    );
    const crimeCounties = await keysOf(
      sql<{ key: string | null }>`select county_fips as key from crime_scores`,
    );
    const inRatedCounty = await placedCompanies(
      (c) => c.county_fips !== null && counties.has(c.county_fips),
    );
    const scored = await placedCompanies(
      (c) =>
        (c.zip !== null && zips.has(c.zip)) ||
        (c.county_fips !== null && crimeCounties.has(c.county_fips)),
    );
    expect(inRatedCounty).toBeGreaterThan(0);
    expect(answer.get('nri_counties')?.companies).toBe(inRatedCounty);
    expect(answer.get('crime_scores')?.companies).toBe(scored);
  });

  it('should give the total of companies and the latest year of year-keyed data', async () => {
    const answer = await get('eb.broker');
    const { rows } = await sql<{
      n: unknown;
    }>`select count(*) as n from companies`.execute(db());
    expect(answer.companies).toBe(Number(rows[0]!.n));
    const f5500 = byName(answer).get('f5500')!;
    const years = await sql<{ year: unknown }>`
      select max(source_year) as year from filings
       where import_file_id in (${sql.join((await filesOf('f5500')).map((f) => f.id))})`.execute(
      db(),
    );
    expect(f5500).toMatchObject({
      latest_year: Number(years.rows[0]!.year),
      year_kind: 'plan',
      modules: ['eb'],
      label: 'Form 5500 (DOL EFAST2)',
    });
  });

  it('should count a newer file of a dataset once its import finishes', async () => {
    const before = byName(await get()).get('osha_inspection')!;
    await ingestIntoApp(ctx(), [
      join(fixture('events'), 'old', 'osha_inspection.csv'),
    ]);
    const after: SupportDataset = byName(await get()).get('osha_inspection')!;
    const files = await filesOf('osha_inspection');
    expect(after.files).toBe(before.files + 1);
    expect(after.file_name).toBe(files[files.length - 1]!.file_name);
    expect(after.companies).toBe(
      await companiesWithRows(
        'osha_inspections',
        files.map((f) => f.id),
      ),
    );
    const asOf = files
      .map((f) => f.as_of_date)
      .filter((d) => d !== null)
      .sort()
      .pop();
    expect(after.as_of_date).toBe(asOf ?? null);
  });

  it('should ask for a sign-in first', async () => {
    const response = await ctx().app.inject({ url: URL });
    expectAppError(response, {
      statusCode: 401,
      message: ERROR_TEXTS.NOT_SIGNED_IN,
      extraData: { code: 'NOT_SIGNED_IN', reason: 'none' },
      method: 'GET',
      path: URL,
    });
  });
});
