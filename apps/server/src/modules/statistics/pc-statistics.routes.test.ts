import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { num } from '../../testing/company-reports';
import { describeEachDialect } from '../../testing/each-dialect';
import {
  addInto,
  BAND_SQL,
  companyWhere,
  expectedCoverage,
  expectRows,
  share,
  useStatisticsApp,
  type StatFilter,
} from '../../testing/statistics';

// Each PC figure against plain SQL over the imported facts (never the
// summary), unfiltered and under each kind of filter.

const SECTOR: Record<string, string> = {
  '31': '31-33',
  '32': '31-33',
  '33': '31-33',
  '44': '44-45',
  '45': '44-45',
  '48': '48-49',
  '49': '48-49',
};
const sectorOf = (code: string) => SECTOR[code] ?? code;

const FLEET = sql`(case when m.units is null or m.units < 1 then 'No power unit reported'
  when m.units = 1 then '1 power unit' when m.units <= 5 then '2-5 power units'
  when m.units <= 10 then '6-10 power units' when m.units <= 25 then '11-25 power units'
  when m.units <= 100 then '26-100 power units' when m.units <= 500 then '101-500 power units'
  else '501+ power units' end)`;

const PERILS = [
  ['Flood', 'flood_level'],
  ['Wildfire', 'fire_level'],
  ['Wind', 'wind_level'],
  ['Earthquake and landslide', 'ground_level'],
  ['Crime', 'crime_level'],
] as const;
const LEVELS = [
  'Very low',
  'Relatively low',
  'Relatively moderate',
  'Relatively high',
  'Very high',
];

describeEachDialect('PC statistics against the imported facts', (dialect) => {
  const s = useStatisticsApp(dialect);
  const filters: [string, StatFilter][] = [['no filter', {}]];

  beforeAll(async () => {
    const [top, second] = await s.rows(
      sql`select state, count(*) as n from companies group by state order by n desc, state limit 2`,
    );
    const [sector] = await s.rows(
      sql`select substr(naics, 1, 2) as code, count(*) as n from companies
        where naics is not null group by code order by n desc, code limit 1`,
    );
    const [group] = await s.rows(
      sql`select substr(naics, 1, 3) as code, count(*) as n from companies
        where state = ${top!.state} and naics is not null group by code order by n desc, code limit 1`,
    );
    filters.push(
      ['two states', { states: [String(top!.state), String(second!.state)] }],
      ['a sector', { naics: [String(sector!.code)] }],
      ['two sizes', { sizes: ['1-9', '10-49'] }],
      [
        'state, industry group and sizes',
        {
          states: [String(top!.state)],
          naics: [String(group!.code)],
          sizes: ['10-49', '50-99', '100-499', 'unknown'],
        },
      ],
    );
  });

  const each = (
    name: string,
    ids: readonly string[],
    check: (filter: StatFilter) => Promise<void>,
  ) =>
    describe(name, () => {
      it('should match the facts under every filter, and the filters should narrow it', async () => {
        for (const [, filter] of filters) await check(filter);
        for (const id of ids) {
          const all = await s.figure('pc', id);
          expect(all.rows.length, id).toBeGreaterThan(0);
          expect(all.coverage.with_data, id).toBeGreaterThan(0);
          const narrowed = await s.figure('pc', id, filters[4]![1]);
          expect(narrowed.coverage.companies).toBeLessThan(
            all.coverage.companies,
          );
        }
      });
    });

  each(
    'companies by state, industry and size',
    ['companies-by-state', 'companies-by-industry', 'companies-by-size'],
    async (filter) => {
      const where = companyWhere(filter);
      const byState = await s.rows(
        sql`select c.state, count(*) as n from companies c where ${where} group by c.state`,
      );
      const total = byState.reduce((sum, r) => sum + num(r.n), 0);
      const states = await s.figure('pc', 'companies-by-state', filter);
      expectRows(
        states.rows,
        byState.map((r) => ({
          state: String(r.state),
          companies: num(r.n),
          share: share(num(r.n), total),
        })),
      );
      expect(states.coverage).toEqual({
        ...(await expectedCoverage(s, filter, null)),
        label: 'companies with an address state',
      });

      const codes = await s.rows(
        sql`select substr(c.naics, 1, 2) as code, count(*) as n from companies c
        where ${where} and c.naics is not null and c.naics <> '' group by code`,
      );
      const sectors = new Map<string, Record<string, number>>();
      for (const r of codes)
        addInto(sectors, sectorOf(String(r.code)), { n: r.n });
      const coded = codes.reduce((sum, r) => sum + num(r.n), 0);
      const industries = await s.figure('pc', 'companies-by-industry', filter);
      expectRows(
        industries.rows,
        [...sectors].map(([sector, { n }]) => ({
          sector,
          companies: n!,
          share: share(n!, coded),
        })),
      );
      expect(industries.coverage.with_data).toBe(coded);

      const bands = await s.rows(
        sql`select ${BAND_SQL} as band, count(*) as n from companies c where ${where} group by band`,
      );
      const sizes = await s.figure('pc', 'companies-by-size', filter);
      expectRows(
        sizes.rows,
        bands.map((r) => ({
          band: String(r.band),
          companies: num(r.n),
          share: share(num(r.n), total),
        })),
      );
      expect(sizes.coverage.with_data).toBe(
        bands
          .filter((r) => r.band !== 'unknown')
          .reduce((a, r) => a + num(r.n), 0),
      );
    },
  );

  each(
    'OSHA inspections by year and by industry',
    ['osha-by-year', 'osha-industries'],
    async (filter) => {
      const where = companyWhere(filter);
      const inspections = await s.rows(
        sql`select i.source_year as year, substr(coalesce(c.naics, ''), 1, 2) as code,
          count(*) as inspections,
          (select count(*) from osha_violations v where v.activity_nr = i.activity_nr) as violations,
          (select sum(v.current_penalty) from osha_violations v where v.activity_nr = i.activity_nr) as penalties
        from osha_inspections i join companies c on c.muns = i.muns
        where ${where} group by i.source_year, code, i.activity_nr`,
      );
      const years = new Map<string, Record<string, number>>();
      const sectors = new Map<string, Record<string, number>>();
      for (const r of inspections) {
        const values = {
          inspections: r.inspections,
          violations: r.violations,
          penalties: r.penalties,
        };
        addInto(years, String(r.year), values);
        if (r.code !== '') addInto(sectors, sectorOf(String(r.code)), values);
      }
      const byYear = await s.figure('pc', 'osha-by-year', filter);
      expectRows(
        byYear.rows.map((row) => ({ ...row, year: String(row.year) })),
        [...years].map(([year, v]) => ({ year, ...v })),
      );
      expect(byYear.coverage).toEqual({
        ...(await expectedCoverage(
          s,
          filter,
          sql`c.muns in (select muns from osha_inspections)`,
        )),
        label: 'companies with an OSHA inspection',
      });
      const all = inspections.length;
      const industries = await s.figure('pc', 'osha-industries', filter);
      expectRows(
        industries.rows,
        [...sectors].map(([sector, v]) => ({
          sector,
          ...v,
          share: share(v.inspections!, all),
        })),
      );
    },
  );

  each('wage-and-hour cases by year', ['whd-by-year'], async (filter) => {
    const cases = await s.rows(
      sql`select w.source_year as year, count(*) as cases, sum(w.back_wages) as back_wages,
          sum(w.civil_penalties) as civil_penalties, sum(w.employees_violated) as employees_violated
        from whd_cases w join companies c on c.muns = w.muns
        where ${companyWhere(filter)} group by w.source_year`,
    );
    const figure = await s.figure('pc', 'whd-by-year', filter);
    expectRows(
      figure.rows.map((row) => ({ ...row, year: String(row.year) })),
      cases.map((r) => ({
        year: String(r.year),
        cases: num(r.cases),
        back_wages: num(r.back_wages),
        civil_penalties: num(r.civil_penalties),
        employees_violated: num(r.employees_violated),
      })),
    );
    expect(figure.coverage.with_data).toBe(
      (
        await expectedCoverage(
          s,
          filter,
          sql`c.muns in (select muns from whd_cases)`,
        )
      ).with_data,
    );
  });

  each(
    'motor carriers by fleet size',
    ['motor-carriers-by-fleet'],
    async (filter) => {
      const fleets = await s.rows(
        sql`select ${FLEET} as fleet, count(*) as carriers, sum(m.units) as power_units,
          sum(m.drivers) as drivers
        from (select muns, sum(power_units) as units, sum(drivers) as drivers
          from motor_carriers where muns is not null group by muns) m
        join companies c on c.muns = m.muns where ${companyWhere(filter)} group by fleet`,
      );
      const figure = await s.figure('pc', 'motor-carriers-by-fleet', filter);
      expectRows(
        figure.rows,
        fleets.map((r) => ({
          fleet: String(r.fleet),
          carriers: num(r.carriers),
          power_units: num(r.power_units),
          drivers: num(r.drivers),
        })),
      );
      expect(figure.coverage.with_data).toBe(
        fleets.reduce((sum, r) => sum + num(r.carriers), 0),
      );
    },
  );

  // The levels are the search projection's (search_companies), which the
  // hazard search and the Hazards report read too.
  each('hazard exposure by peril', ['hazard-exposure'], async (filter) => {
    const where = companyWhere(filter);
    const want: Record<string, string | number>[] = [];
    for (const [peril, column] of PERILS) {
      const levels = await s.rows(
        sql`select s.${sql.ref(column)} as level, count(*) as n
          from search_companies s join companies c on c.muns = s.muns
          where ${where} and s.${sql.ref(column)} > 0 group by level`,
      );
      const rated = levels.reduce((sum, r) => sum + num(r.n), 0);
      LEVELS.forEach((level, i) => {
        const n = num(levels.find((r) => num(r.level) === i + 1)?.n);
        want.push({ peril, level, companies: n, share: share(n, rated) });
      });
    }
    const figure = await s.figure('pc', 'hazard-exposure', filter);
    expectRows(figure.rows, want);
    expect(figure.coverage.with_data).toBe(
      (
        await expectedCoverage(
          s,
          filter,
          sql`c.county_fips in (select source_key from hazard_counties)`,
        )
      ).with_data,
    );
  });
});
