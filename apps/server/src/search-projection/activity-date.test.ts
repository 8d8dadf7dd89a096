import { sql } from 'kysely';
import { beforeEach, expect, it } from 'vitest';
import { writeFixtureRows } from '../testing/dataset-files/fixture-rows';
import { describeEachDialect } from '../testing/each-dialect';
import { useIngestDb } from '../testing/ingest-db';
import { refreshSearchProjection } from './refresh-search-projection';

// The extract dates of the files: later than any date a source records.
const EXTRACTED = '2026-10-30';
const HARBOR_PROFILE = 'FG-000101';

// A source row written at Harbor Freight Lines' address, so that it
// resolves to the company of its firmographic profile.
const AT_HARBOR = {
  whd: {
    trade_nm: '',
    legal_name: 'HARBOR FREIGHT LINES, INC.',
    street_addr_1_txt: '1200 N MAIN ST',
    cty_nm: 'COLUMBUS',
    st_cd: 'OH',
    zip_cd: '43215',
  },
  sf: {
    SF_SPONSOR_NAME: 'HARBOR FREIGHT LINES, INC.',
    SF_SPONSOR_DFE_DBA_NAME: '',
    SF_SPONS_US_ADDRESS1: '1200 N MAIN ST',
    SF_SPONS_US_ADDRESS2: '',
    SF_SPONS_US_CITY: 'COLUMBUS',
    SF_SPONS_US_STATE: 'OH',
    SF_SPONS_US_ZIP: '43215',
    SF_SPONS_EIN: '012345678',
    SF_SPONS_PHONE_NUM: '6145550100',
  },
};

// Each source with a date of its own: the fixture row, the table it goes
// to, and that date as the row gives it (its load or as-of date is later).
const SOURCES = [
  {
    source: 'OSHA inspection opened',
    file: 'osha_inspection.csv',
    key: '1712345',
    table: 'osha_inspections',
    changes: { load_dt: EXTRACTED },
    date: '2024-10-15',
  },
  {
    source: 'WHD case findings end',
    file: 'whd_whisard.csv',
    key: '1987654',
    table: 'whd_cases',
    changes: { ...AT_HARBOR.whd, ld_dt: `${EXTRACTED}T00:00:00` },
    date: '2024-09-30',
  },
  {
    source: 'FMCSA MCS-150',
    file: 'fmcsa_census.csv',
    key: '21800',
    table: 'motor_carriers',
    changes: {},
    date: '2024-01-15',
  },
  {
    source: "workers' comp policy effective",
    file: 'wc_policies.csv',
    key: 'WC-OH-0001',
    table: 'wc_policies',
    changes: { AS_OF_DATE: EXTRACTED },
    date: '2024-07-01',
  },
  {
    source: 'Form 5500 received',
    file: 'f_5500_2024_latest.csv',
    key: '20250729101530P030001234567001',
    table: 'filings',
    changes: {},
    date: '2025-07-29',
  },
  {
    source: 'Form 5500-SF received',
    file: 'f_5500_sf_2024_latest.csv',
    key: '20250612143015P030000111222001',
    table: 'filings',
    changes: AT_HARBOR.sf,
    date: '2025-06-12',
  },
  {
    source: 'property last sold',
    file: 'properties.csv',
    key: 'P-39049-000123',
    table: 'properties',
    changes: { AS_OF_DATE: EXTRACTED },
    date: '2009-06-15',
  },
] as const;

describeEachDialect('search_companies activity_date', (dialect) => {
  const t = useIngestDb(dialect);
  beforeEach(() => t.reset());

  // Every firmographic profile of the fixture, extracted after all else.
  const profiles = () =>
    writeFixtureRows(
      t.dir(),
      'firmographics.csv',
      ['FG-000101', 'FG-000102', 'FG-000103', 'FG-000104', 'FG-000105'],
      { AS_OF_DATE: EXTRACTED },
    );

  const munsOf = async (table: string, sourceKey: string) => {
    const { rows } = await sql<{
      muns: string | null;
    }>`select muns from ${sql.table(table)} where source_key = ${sourceKey}`.execute(
      t.db(),
    );
    return rows[0]?.muns ?? null;
  };

  const activityDates = () =>
    t
      .db()
      .selectFrom('search_companies')
      .select(['muns', 'activity_date'])
      .orderBy('muns')
      .execute();

  it('should give a company with a firmographic profile only no activity date', async () => {
    await t.ingest([profiles()]);
    await refreshSearchProjection(t.db());
    const rows = await activityDates();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.activity_date === null)).toBe(true);
  });

  it.each(SOURCES)(
    'should date the last activity by the $source date, not the extract date',
    async ({ file, key, table, changes, date }) => {
      const path = writeFixtureRows(t.dir(), file, [key], changes);
      await t.ingest([profiles(), path]);
      await refreshSearchProjection(t.db());
      const harbor = await munsOf('company_profiles', HARBOR_PROFILE);
      expect(await munsOf(table, key)).toBe(harbor);
      const rows = await activityDates();
      expect(rows.filter((row) => row.activity_date !== null)).toEqual([
        { muns: harbor, activity_date: date },
      ]);
    },
  );

  it("should take the latest of the sources' own dates", async () => {
    const paths = SOURCES.map(({ file, key, changes }) =>
      writeFixtureRows(t.dir(), file, [key], changes),
    );
    await t.ingest([profiles(), ...new Set(paths)]);
    await refreshSearchProjection(t.db());
    const harbor = await munsOf('company_profiles', HARBOR_PROFILE);
    const rows = await activityDates();
    expect(rows.filter((row) => row.activity_date !== null)).toEqual([
      { muns: harbor, activity_date: '2025-07-29' },
    ]);
  });
});
