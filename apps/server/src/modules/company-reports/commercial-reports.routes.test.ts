import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  HAZARD_GROUPS,
  type DotReport,
  type FullPropertyReport,
  type HazardsReport,
  type PropertyReport,
  type WorkersCompReport,
} from '@edge/contracts';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { ingestIntoApp } from '../../testing/app-fixtures';
import { describeEachDialect } from '../../testing/each-dialect';
import {
  expectedSources,
  expectSources,
  facts,
  num,
  numOrNull,
  sumOrNull,
  rowsOf,
  useReportsApp,
  type Row,
} from '../../testing/company-reports';

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

// Two more policies of the first fixture company: one in force today and
// one cancelled last week, so `current` has something to choose from.
const MORE_POLICIES = `POLICY_RECORD_ID,EMPLOYER_NAME,EMPLOYER_DBA,FEIN,ADDRESS,CITY,STATE,ZIP,CARRIER_NAME,CARRIER_NAIC,POLICY_NUMBER,EFFECTIVE_DATE,EXPIRATION_DATE,CANCELLATION_DATE,REINSTATEMENT_DATE,COVERAGE_STATUS,GOVERNING_CLASS_CODE,EXPERIENCE_MOD,ESTIMATED_PREMIUM,PEO_NAME,SELF_INSURED,AS_OF_DATE
WC-OH-0101,"HARBOR FREIGHT LINES, INC.",,012345678,1200 N MAIN ST,COLUMBUS,OH,43215,OHIO BUREAU OF WORKERS COMPENSATION,,OH-55,${day(-30)},${day(335)},,,ACTIVE,7219,0.91,190000,,N,${day(-1)}
WC-OH-0102,"HARBOR FREIGHT LINES, INC.",,012345678,1200 N MAIN ST,COLUMBUS,OH,43215,ACCIDENT FUND INSURANCE COMPANY OF AMERICA,10166,WC 4401234-03,${day(-20)},${day(345)},${day(-7)},,CANCELLED,7219,0.87,184500,,N,${day(-1)}
`;

describeEachDialect('commercial company reports', (dialect) => {
  const ctx = useReportsApp(dialect);
  beforeAll(async () => {
    const file = join(ctx.t().dataDir, 'wc_policies_more.csv');
    writeFileSync(file, MORE_POLICIES);
    await ingestIntoApp(ctx.t(), [file]);
  });

  const sources = (table: string, muns: string) =>
    expectedSources(ctx.db(), facts(table, sql`muns = ${muns}`));

  it('should total each company property as SQL does', async () => {
    for (const [muns, got] of await ctx.eachReport<PropertyReport>(
      'pc.broker',
      'property',
    )) {
      const [want] = await rowsOf(
        ctx.db(),
        sql`select count(*) as n, sum(lot_size_sqft) as lot,
          sum(building_area_sqft) as area, sum(assessed_total_value) as value,
          min(year_built) as oldest, max(year_built) as newest
          from properties where muns = ${muns}`,
      );
      expect(got.totals).toEqual({
        properties: num(want!.n),
        // No property giving a figure is no record: null, as SQL sums.
        lot_size_sqft: numOrNull(want!.lot),
        building_area_sqft: numOrNull(want!.area),
        assessed_total_value: numOrNull(want!.value),
        oldest_year_built: numOrNull(want!.oldest),
        newest_year_built: numOrNull(want!.newest),
      });
      const [largest] = await rowsOf(
        ctx.db(),
        sql`select apn from properties where muns = ${muns}
          order by coalesce(building_area_sqft, -1) desc, source_key limit 1`,
      );
      expect(got.primary?.apn ?? null).toBe(largest?.apn ?? null);
      expectSources(got.sources, await sources('properties', muns));
    }
  });

  it('should list every property with every field', async () => {
    let seen = 0;
    for (const [muns, got] of await ctx.eachReport<FullPropertyReport>(
      'pc.broker',
      'full-property',
    )) {
      const want = await rowsOf(
        ctx.db(),
        sql`select apn, owner_name, address, city, state, zip, land_use_code,
          land_use, lot_size_sqft, building_area_sqft, year_built,
          effective_year_built, stories, units, construction_class,
          assessed_land_value, assessed_improvement_value,
          assessed_total_value, last_sale_date, last_sale_price, tax_amount,
          tax_year from properties where muns = ${muns} order by apn`,
      );
      const byApn = [...got.properties].sort((a, b) =>
        String(a.apn).localeCompare(String(b.apn)),
      );
      expect(byApn).toEqual(want);
      seen += want.length;
    }
    expect(seen).toBeGreaterThan(0);
  });

  // The NRI row of the county and the crime row of the ZIP (or the
  // county's highest), straight from SQL.
  async function hazardRows(muns: string) {
    const [c] = await rowsOf(
      ctx.db(),
      sql`select zip, county_fips from companies where muns = ${muns}`,
    );
    const [nri] = await rowsOf(
      ctx.db(),
      sql`select * from hazard_counties where source_key = ${c!.county_fips}`,
    );
    let [crime] = await rowsOf(
      ctx.db(),
      sql`select * from crime_scores where source_key = ${c!.zip}`,
    );
    crime ??= (
      await rowsOf(
        ctx.db(),
        sql`select * from crime_scores where county_fips = ${c!.county_fips}
          order by coalesce(crime_index, -1) desc, source_key limit 1`,
      )
    )[0];
    return { nri, crime };
  }

  function expectGroups(got: HazardsReport, nri?: Row, crime?: Row) {
    const value = (key: string): unknown =>
      ['crime', 'violent_crime', 'property_crime'].includes(key)
        ? crime?.[`${key}_index`]
        : nri?.[`${key}_score`];
    for (const group of HAZARD_GROUPS) {
      const parts = group.parts.map(([key]) => numOrNull(value(key)));
      const found = got.groups.find((g) => g.key === group.key)!;
      expect(found.parts.map((p) => p.score)).toEqual(parts);
      const scores = parts.filter((s) => s !== null);
      expect(found.score).toBe(scores.length ? Math.max(...scores) : null);
    }
  }

  it('should rate each company location as the NRI and crime rows do', async () => {
    let rated = 0;
    for (const [muns, got] of await ctx.eachReport<HazardsReport>(
      'pc.broker',
      'hazards',
    )) {
      const { nri, crime } = await hazardRows(muns);
      expect(got.overall?.score ?? null).toBe(numOrNull(nri?.risk_score));
      expect(got.overall?.rating ?? null).toBe(nri?.risk_rating ?? null);
      expect(got.expected_annual_loss?.rating ?? null).toBe(
        nri?.eal_rating ?? null,
      );
      expectGroups(got, nri, crime);
      const crimeGroup = got.groups.find((g) => g.key === 'crime')!;
      expect(crimeGroup.parts[0]!.rating).toBe(crime?.crime_rating ?? null);
      const where = (row?: Row) => sql`source_key = ${row?.source_key ?? ''}`;
      expectSources(
        got.sources,
        await expectedSources(
          ctx.db(),
          facts('hazard_counties', where(nri)),
          facts('crime_scores', where(crime)),
        ),
      );
      if (nri && crime) rated += 1;
    }
    expect(rated).toBeGreaterThan(1);
  });

  it('should answer a county row and a ZIP fallback as the search levels do', async () => {
    const [acme] = await rowsOf(
      ctx.db(),
      sql`select muns, latitude from companies where zip = '43228'`,
    );
    const got = await ctx.report<HazardsReport>(
      'pc.broker',
      String(acme!.muns),
      'hazards',
    );
    expect(got).toMatchObject({
      county_fips: '39049',
      county_name: 'Franklin County',
      latitude: Number(Number(acme!.latitude).toFixed(7)),
    });
    const group = (key: string) => got.groups.find((g) => g.key === key);
    // Flood: coastal 'Not Applicable', riverine 'Relatively High'.
    expect(group('flood')).toMatchObject({
      score: 90.2,
      rating: 'Relatively High',
    });
    // No row for ZIP 43228: the county's ZIP 43215 stands in.
    expect(group('crime')).toMatchObject({ score: 155, rating: 'High' });
  });

  it('should total each company fleet as SQL does', async () => {
    for (const [muns, got] of await ctx.eachReport<DotReport>(
      'pc.broker',
      'dot',
    )) {
      const want = await rowsOf(
        ctx.db(),
        sql`select dot_number, hazmat, power_units, drivers, operations
          from motor_carriers where muns = ${muns} order by dot_number`,
      );
      expect(got.totals).toEqual({
        carriers: want.length,
        power_units: sumOrNull(want.map((r) => r.power_units)),
        drivers: sumOrNull(want.map((r) => r.drivers)),
      });
      const carriers = [...got.carriers].sort((a, b) =>
        a.dot_number.localeCompare(b.dot_number),
      );
      expect(
        carriers.map((c) => [c.dot_number, c.hazmat, c.operations.join(',')]),
      ).toEqual(
        want.map((r) => [
          r.dot_number,
          num(r.hazmat) === 1,
          r.operations ?? '',
        ]),
      );
      expectSources(got.sources, await sources('motor_carriers', muns));
    }
  });

  it('should list each company policies and the one in force today', async () => {
    const today = day(0);
    let current = 0;
    for (const [muns, got] of await ctx.eachReport<WorkersCompReport>(
      'pc.broker',
      'workers-comp',
    )) {
      const want = await rowsOf(
        ctx.db(),
        sql`select policy_number from wc_policies where muns = ${muns}
          order by effective_date desc, expiration_date desc, source_key`,
      );
      expect(got.policies.map((p) => p.policy_number)).toEqual(
        want.map((r) => r.policy_number),
      );
      const [inForce] = await rowsOf(
        ctx.db(),
        sql`select policy_number from wc_policies where muns = ${muns}
          and effective_date <= ${today}
          and (expiration_date is null or expiration_date > ${today})
          and (cancellation_date is null or cancellation_date > ${today}
            or (reinstatement_date >= cancellation_date
              and reinstatement_date <= ${today}))
          order by expiration_date desc limit 1`,
      );
      expect(got.current?.policy_number ?? null).toBe(
        inForce?.policy_number ?? null,
      );
      if (inForce) current += 1;
      expectSources(got.sources, await sources('wc_policies', muns));
    }
    expect(current).toBe(1);
  });
});
