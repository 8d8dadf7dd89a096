import { sql } from 'kysely';
import { beforeEach, expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/each-dialect';
import { useIngestDb } from '../../testing/ingest-db';
import { eventFixtures } from '../../testing/dataset-files/index';
import { companyEvents } from '../../testing/company-events';

const HARBOR_2024 = '20250729101530P030001234567001';

// Each event a broker reads after the newer extracts (events/new) of the
// records of events/old, by type.
const EXPECTED = [
  [
    'broker_added',
    'Broker Acme Benefits Partners replaced Buckeye Benefits Group on the Cigna Health And Life Insurance health contract',
  ],
  [
    'broker_added',
    'Broker Marsh And Mclennan Agency replaced Hub International New England on the Delta Dental Of Maine dental contract',
  ],
  [
    'broker_dropped',
    'Broker Buckeye Benefits Group dropped from the Cigna Health And Life Insurance health contract, replaced by Acme Benefits Partners',
  ],
  [
    'broker_dropped',
    'Broker Hub International New England dropped from the Delta Dental Of Maine dental contract, replaced by Marsh And Mclennan Agency',
  ],
  [
    'carrier_changed',
    'Carrier Cigna Health And Life Insurance replaced Unitedhealthcare Insurance on the health contract',
  ],
  [
    'commission_changed',
    'Commissions down 44% to $3,000 on the Delta Dental Of Maine dental contract',
  ],
  [
    'commission_changed',
    'Commissions up 28% to $38,412 on the Cigna Health And Life Insurance health contract',
  ],
  [
    'motor_carrier_changed',
    'USDOT 21800 census changed: power units 48 to 55, drivers 52 to 60, MCS-150 date 1/15/2024 to 1/10/2025',
  ],
  [
    'motor_carrier_new',
    'New motor carrier USDOT 2345678, ROADRUNNER EXPRESS LLC: 3 power units, 4 drivers',
  ],
  [
    'new_filing',
    'Form 5500 filed for plan year 2024: HARBOR FREIGHT LINES 401(K) PLAN (plan 001)',
  ],
  [
    'new_filing',
    'Form 5500 filed for plan year 2024: HARBOR FREIGHT LINES DENTAL PLAN (plan 502)',
  ],
  [
    'new_filing',
    'Form 5500 filed for plan year 2024: HARBOR FREIGHT LINES HEALTH AND WELFARE PLAN (plan 501)',
  ],
  [
    'new_filing',
    'Form 5500-SF filed for plan year 2024: BRIGHT SMILES FAMILY DENTISTRY, P.C. 401(K) PLAN (plan 001)',
  ],
  [
    'new_line_of_business',
    'New line of business: Voluntary (All) and Voluntary Critical Illness/Cancer with Allstate Benefits',
  ],
  [
    'new_plan',
    'New plan HARBOR FREIGHT LINES DENTAL PLAN (plan 502), first filed for plan year 2024',
  ],
  ['osha_inspection', 'OSHA inspection 1790001 opened (Accident, Health)'],
  [
    'osha_violation',
    'OSHA citation 01001 of inspection 1712345 changed: current penalty $4,500 to $3,000',
  ],
  [
    'osha_violation',
    'OSHA citation 01001 of inspection 1790001 issued (Serious, $16,131 penalty)',
  ],
  [
    'participants_changed',
    'Active participants down 24% to 90 on SMITH, JONES & CO. GROUP BENEFIT PLAN (plan 501)',
  ],
  [
    'participants_changed',
    'Active participants up 16% to 231 on HARBOR FREIGHT LINES HEALTH AND WELFARE PLAN (plan 501)',
  ],
  [
    'participants_changed',
    'Active participants up 20% to 12 on BRIGHT SMILES FAMILY DENTISTRY, P.C. 401(K) PLAN (plan 001)',
  ],
  [
    'plan_terminated',
    'Final Form 5500 filed for HARBOR FREIGHT LINES 401(K) PLAN (plan 001): the plan ends with plan year 2024',
  ],
  [
    'premium_changed',
    'Premium up 25% to $1,874,000 on the Cigna Health And Life Insurance health contract',
  ],
  [
    'property_new',
    'New property record at 40 OLD MILL RD, PORTLAND, ME: office, 12,400 sq ft, assessed $1,700,000',
  ],
  [
    'wc_carrier_changed',
    "Workers' comp carrier changed from Accident Fund Insurance Company Of America to Hartford Accident And Indemnity with policy WC 77-HF-0091, effective 7/1/2025",
  ],
  [
    'wc_carrier_changed',
    "Workers' comp carrier changed from Texas Mutual Insurance to Zenith Insurance on policy TM-3",
  ],
  [
    'wc_policy_cancelled',
    "Workers' comp policy MEM-778812 with Maine Employers Mutual Insurance cancelled on 8/15/2025",
  ],
  [
    'wc_policy_new',
    "New workers' comp policy WC 77-HF-0091 with Hartford Accident And Indemnity, effective 7/1/2025",
  ],
  [
    'whd_case',
    'Wage and Hour case 1990001 concluded: 12 violations, $48,310 back wages for 9 employees',
  ],
];

// The table each dataset's rows are in.
const TABLES: Record<string, string> = {
  f5500: 'filings',
  f5500_sf: 'filings',
  sch_a: 'insurance_contracts',
  sch_a_part1: 'contract_brokers',
  osha_inspection: 'osha_inspections',
  osha_violation: 'osha_violations',
  whd: 'whd_cases',
  fmcsa_census: 'motor_carriers',
  wc_policies: 'wc_policies',
  properties: 'properties',
};

describeEachDialect('company events of an import', (dialect) => {
  const t = useIngestDb(dialect);
  beforeEach(() => t.reset());
  const events = () => companyEvents(t.db());
  const eventOf = async (type: string, sourceKey: string) =>
    (await events()).find(
      (event) => event.type === type && event.source_key === sourceKey,
    );

  it('should derive no events from the first load of each dataset', async () => {
    const { files } = await t.ingest(eventFixtures('old'));
    expect(
      files.map((f) => [f.dataset, f.status, f.rejected, f.events]),
    ).toEqual([
      ['f5500', 'done', 0, 0],
      ['f5500_sf', 'done', 0, 0],
      ['sch_a', 'done', 0, 0],
      ['sch_a_part1', 'done', 0, 0],
      ['osha_inspection', 'done', 0, 0],
      ['osha_violation', 'done', 0, 0],
      ['whd', 'done', 0, 0],
      ['fmcsa_census', 'done', 0, 0],
      ['wc_policies', 'done', 0, 0],
      ['properties', 'done', 0, 0],
    ]);
    expect(await events()).toEqual([]);
  });

  it('should derive each event of what a later file changed, once', async () => {
    await t.ingest(eventFixtures('old'));
    const { files } = await t.ingest(eventFixtures('new'));
    expect(
      files.map((f) => [f.dataset, f.status, f.rejected, f.events]),
    ).toEqual([
      ['f5500', 'done', 0, 7],
      ['f5500_sf', 'done', 0, 2],
      ['sch_a', 'done', 0, 5],
      ['sch_a_part1', 'done', 0, 4],
      ['osha_inspection', 'done', 0, 1],
      ['osha_violation', 'done', 0, 2],
      ['whd', 'done', 0, 1],
      ['fmcsa_census', 'done', 0, 2],
      ['wc_policies', 'done', 0, 4],
      ['properties', 'done', 0, 1],
    ]);
    const stored = await events();
    expect(stored.map((event) => [event.type, event.summary])).toEqual(
      EXPECTED,
    );
    // The inspection given again with a newer load date and the property
    // with a newer as-of date changed nothing but their provenance.
    expect(files[4]!.updated + files[9]!.updated).toBe(2);

    const again = await t.ingest(eventFixtures('new'));
    expect(again.files.map((f) => f.events)).toEqual(files.map(() => 0));
    expect(await events()).toEqual(stored);
  });

  it("should place each event on its fact's company, file, year and date", async () => {
    await t.ingest(eventFixtures('old'));
    await t.ingest(eventFixtures('new'));
    // The newer file of each dataset (the last record).
    const fileIds = Object.fromEntries(
      (
        await t
          .db()
          .selectFrom('import_files')
          .select(['id', 'dataset'])
          .orderBy('id')
          .execute()
      ).map((file) => [file.dataset, Number(file.id)]),
    );
    for (const event of await events()) {
      const { rows } = await sql<{ muns: string }>`select muns from ${sql.table(
        TABLES[event.dataset!]!,
      )} where source_key = ${event.source_key}`.execute(t.db());
      expect([event.type, event.muns]).toEqual([event.type, rows[0]!.muns]);
      expect([event.type, event.import_file_id]).toEqual([
        event.type,
        fileIds[event.dataset!],
      ]);
    }
    expect(await eventOf('carrier_changed', `${HARBOR_2024}:1`)).toMatchObject({
      occurred_date: '2025-07-29',
      changes: [
        {
          label: 'Carrier',
          before: 'Unitedhealthcare Insurance',
          after: 'Cigna Health And Life Insurance',
        },
      ],
      dataset: 'sch_a',
      source_year: 2024,
      as_of_date: '2025-07-29',
      event_key: `${HARBOR_2024}:1`,
    });
  });
});
