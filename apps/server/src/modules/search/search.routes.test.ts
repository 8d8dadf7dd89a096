import type { EbCriteriaInput, PcCriteriaInput } from '@edge/contracts';
import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/each-dialect';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { milesBetween } from './engine/plan';
import { tokenize } from './engine/tokens';

// Demo companies generated and imported through the importers, so every
// criterion has real data to find (and the projection is refreshed).
const COMPANIES = '1500';
const year = new Date().getFullYear();
const noDates = { activityDateRange: { minDate: null } };

type Row = Record<string, unknown>;

describeEachDialect('company search', (dialect) => {
  let t: TestApp;
  let rows: Row[];
  const db = () => t.db;

  beforeAll(async () => {
    t = await createTestApp(dialect, { DEMO_COMPANIES: COMPANIES });
    rows = (await db()
      .selectFrom('search_companies')
      .selectAll()
      .execute()) as Row[];
  }, 120_000);
  afterAll(() => t.close());

  const post = (path: string, body: object, who = 'full.broker') =>
    t.injectAs(who, {
      method: 'POST',
      url: `/api/v1/search/${path}`,
      payload: body,
    });

  async function count(
    module: 'pnc' | 'eb',
    criteria: PcCriteriaInput | EbCriteriaInput,
  ) {
    const response = await post(`${module}/count`, { criteria });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { total: number }).total;
  }

  async function sqlCount(where: RawBuilder<unknown>) {
    const row = await db()
      .selectFrom('search_companies')
      .select((eb) => eb.fn.countAll().as('n'))
      .where(where as RawBuilder<boolean>)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  const welfare = sql`(eb_scopes & 1) <> 0`;
  const mostCommon = async (table: string, column: string) => {
    const { rows } = await sql<
      Record<string, unknown>
    >`select ${sql.ref(column)}, count(*) as "n" from ${sql.table(table)} group by ${sql.ref(column)} order by "n" desc, ${sql.ref(column)}`.execute(
      db(),
    );
    if (rows.length === 0) throw new Error(`${table} has no rows`);
    return String(rows[0]![column]);
  };
  const some = (column: string) =>
    rows.map((r) => r[column]).find((v) => v !== null && v !== '') as string;

  it('should have imported companies with data for every report', () => {
    expect(rows.length).toBeGreaterThan(1000);
    for (const column of [
      'osha_inspections',
      'whd_cases',
      'dot_power_units',
      'property_year_built',
      'wc_carrier',
      'premium',
    ]) {
      expect(
        rows.some(
          (r) =>
            Number(r[column] ?? 0) > 0 ||
            (typeof r[column] === 'string' && r[column] !== ''),
        ),
      ).toBe(true);
    }
  });

  it('should count like SQL for every commercial criterion', async () => {
    const county = some('county_fips');
    const zips = [...new Set(rows.map((r) => r.zip).filter(Boolean))].slice(
      0,
      3,
    ) as string[];
    const cases: [PcCriteriaInput, RawBuilder<unknown>][] = [
      [{}, sql`activity_date >= ${`${year - 2}-01-01`}`],
      [
        { activityDateRange: { minDate: '2020-01-01', maxDate: '2024-12-31' } },
        sql`activity_date between '2020-01-01' and '2024-12-31'`,
      ],
      [
        { ...noDates, locationSearch: { states: ['TX', 'CA'] } },
        sql`state in ('TX', 'CA')`,
      ],
      [
        { ...noDates, locationSearch: { counties: [county] } },
        sql`county_fips = ${county}`,
      ],
      [
        { ...noDates, locationSearch: { zips } },
        sql`zip in (${sql.join(zips)})`,
      ],
      [
        {
          ...noDates,
          companyNaicsSearch: { industry_search_criterias: ['23', '4841'] },
        },
        sql`(naics like '23%' or naics like '4841%')`,
      ],
      [
        { ...noDates, employeeRangeSearch: { employeeRange: [50, 500] } },
        sql`employees between 50 and 500`,
      ],
      [
        {
          ...noDates,
          employeeRangeSearch: {
            rangeType: 'textbox',
            employeeRangeTb: ['1000', ''],
          },
        },
        sql`employees >= 1000`,
      ],
      [
        {
          ...noDates,
          complianceSearch: { osha: { has: true, minViolations: 2 } },
        },
        sql`osha_inspections > 0 and osha_violations >= 2`,
      ],
      [
        {
          ...noDates,
          complianceSearch: { whd: { has: true, minBackWages: 1000 } },
        },
        sql`whd_cases > 0 and whd_back_wages >= 1000`,
      ],
      [
        { ...noDates, complianceSearch: { dot: { has: true } } },
        sql`dot_number is not null and dot_mcs150_year >= ${year - 3}`,
      ],
      [
        {
          ...noDates,
          complianceSearch: {
            dot: { has: true, hazmat: true },
            dotYearRange: { min: null, max: null },
          },
        },
        sql`dot_number is not null and dot_hazmat > 0`,
      ],
      [
        { ...noDates, hazardSearch: { flood: 3, wind: 2 } },
        sql`flood_level >= 3 and wind_level >= 2`,
      ],
      [{ ...noDates, hazardSearch: { crime: 4 } }, sql`crime_level >= 4`],
      [
        {
          ...noDates,
          workersCompSearch: { has: true, expirationMonths: [1, 2] },
        },
        sql`substr(wc_expiration_date, 6, 2) in ('01', '02')`,
      ],
      [
        { ...noDates, workersCompSearch: { minExperienceMod: 1 } },
        sql`wc_experience_mod >= 1`,
      ],
      [
        { ...noDates, propertyYearBuildRangeSearch: { enabled: true } },
        sql`property_year_built between ${year - 11} and ${year}`,
      ],
    ];
    for (const [criteria, where] of cases) {
      const expected = await sqlCount(where);
      expect(await count('pnc', criteria), JSON.stringify(criteria)).toBe(
        expected,
      );
    }
    // Every case above finds something, so none passes by matching nothing.
    for (const [, where] of cases.slice(0, 12))
      expect(await sqlCount(where)).toBeGreaterThan(0);
  });

  it('should find name words as prefixes and a radius like a distance', async () => {
    const word = tokenize(String(rows[7]!.name)).find((w) => w.length > 4)!;
    const prefix = word.slice(0, 4);
    const named = rows.filter((r) =>
      tokenize(`${String(r.name)} ${String(r.dba_name ?? '')}`).some((w) =>
        w.startsWith(prefix),
      ),
    );
    expect(
      await count('pnc', { ...noDates, termsSearch: { name: prefix } }),
    ).toBe(named.length);
    const center = rows.find((r) => r.latitude !== null)!;
    const near = rows.filter(
      (r) =>
        r.latitude !== null &&
        milesBetween(
          Number(center.latitude),
          Number(center.longitude),
          Number(r.latitude),
          Number(r.longitude),
        ) <= 50,
    );
    const radius = {
      latitude: Number(center.latitude),
      longitude: Number(center.longitude),
      miles: 50,
    };
    expect(await count('pnc', { ...noDates, locationSearch: { radius } })).toBe(
      near.length,
    );
  });

  it('should count like SQL for every benefits criterion', async () => {
    const carrier = await mostCommon(
      'search_company_carriers',
      'carrier_name_normalized',
    );
    const broker = await mostCommon(
      'search_company_brokers',
      'broker_name_normalized',
    );
    const inCarriers = sql`exists (select 1 from search_company_carriers c where c.muns = search_companies.muns and lower(c.carrier_name_normalized) = lower(${carrier}))`;
    const brokerIn = (condition: RawBuilder<unknown>) =>
      sql`exists (select 1 from search_company_brokers b where b.muns = search_companies.muns and ${condition})`;
    const cases: [EbCriteriaInput, RawBuilder<unknown>][] = [
      [{}, welfare],
      [{ scopes: ['F5500 SF'] }, sql`(eb_scopes & 2) <> 0`],
      [{ scopes: ['F5500 NO'] }, sql`eb_scopes = 0`],
      [
        { scopes: ['F5500', 'F5500 NO'] },
        sql`((eb_scopes & 1) <> 0 or eb_scopes = 0)`,
      ],
      [
        { benefits_carriers_normalized: [carrier] },
        sql`${welfare} and ${inCarriers}`,
      ],
      [
        { benefits_broker: [broker] },
        sql`${welfare} and ${brokerIn(sql`b.broker_name_normalized = ${broker}`)}`,
      ],
      [
        { broker_states: ['CA', 'TX'] },
        sql`${welfare} and ${brokerIn(sql`b.state in ('CA', 'TX')`)}`,
      ],
      [
        { benefits_plan_renewal_months: [1, 7] },
        sql`${welfare} and (renewal_months & 65) <> 0`,
      ],
      [
        { lob_dental: true, lob_vision: true },
        sql`${welfare} and (lob_mask & 12) <> 0`,
      ],
      [
        { selected_states: ['NY', 'NJ'] },
        sql`${welfare} and state in ('NY', 'NJ')`,
      ],
      [
        {
          insightSearch: { revenueRange: { min: 1_000_000, max: 50_000_000 } },
        },
        sql`${welfare} and revenue between 1000000 and 50000000`,
      ],
      [
        {
          scopes: ['F5500', 'F5500 SF'],
          employeeRangeSearch: { employeeRange: [100, 1000] },
        },
        sql`eb_scopes <> 0 and employees between 100 and 1000`,
      ],
    ];
    for (const [criteria, where] of cases) {
      const expected = await sqlCount(where);
      expect(expected, JSON.stringify(criteria)).toBeGreaterThan(0);
      expect(await count('eb', criteria), JSON.stringify(criteria)).toBe(
        expected,
      );
    }
  });

  it('should answer the top brokers and carriers with how many have data', async () => {
    const response = await post('eb', { criteria: {} });
    expect(response.statusCode, response.body).toBe(200);
    const { total, aggregations } = response.json() as {
      total: number;
      aggregations: Record<
        string,
        {
          buckets: { label: string; count: number }[];
          known: number;
          total: number;
        }
      >;
    };
    expect(total).toBe(await sqlCount(welfare));
    const withContracts = sql`exists (select 1 from search_company_carriers c where c.muns = search_companies.muns)`;
    const withBrokers = sql`exists (select 1 from search_company_brokers b where b.muns = search_companies.muns)`;
    const brokers = aggregations.brokers!;
    expect(brokers.total).toBe(total);
    expect(brokers.known).toBe(
      await sqlCount(sql`${welfare} and ${withBrokers}`),
    );
    const notProvided = await sqlCount(sql`${welfare} and not ${withBrokers}`);
    expect(notProvided).toBeGreaterThan(0);
    expect(
      brokers.buckets.find((b) => b.label === 'Broker Not Provided')?.count,
    ).toBe(notProvided);
    expect(brokers.buckets.length).toBeLessThanOrEqual(10);
    const top = brokers.buckets.find((b) => b.label !== 'Broker Not Provided')!;
    const topCount = await sqlCount(
      sql`${welfare} and exists (select 1 from search_company_brokers b join search_brokers s on s.msid = b.msid where b.muns = search_companies.muns and coalesce(s.name_normalized, s.name) = ${top.label})`,
    );
    expect(top.count).toBe(topCount);
    const carriers = aggregations.carriers!;
    expect(carriers.known).toBe(
      await sqlCount(sql`${welfare} and ${withContracts}`),
    );
    const states = aggregations.states!;
    expect(states.buckets.reduce((sum, b) => sum + b.count, 0)).toBe(total);
  });

  it('should page and sort like SQL, missing values last', async () => {
    const response = await post('pnc', {
      criteria: noDates,
      page: 1,
      pageSize: 10,
      sort: { field: 'employees', direction: 'desc' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const hits = (
      response.json() as {
        hits: { employees: number | null; muns: string; entity_name: string }[];
      }
    ).hits;
    const expected = rows
      .map((r) => (r.employees === null ? null : Number(r.employees)))
      .sort((a, b) => (a === null ? 1 : b === null ? -1 : b - a))
      .slice(10, 20);
    expect(hits.map((h) => h.employees)).toEqual(expected);
    const row = rows.find((r) => r.muns === hits[0]!.muns)!;
    expect(hits[0]!.entity_name).toBe(row.name);
  });

  it('should never return a company outside the permitted states', async () => {
    const asked = await post(
      'pnc/count',
      { criteria: { ...noDates, locationSearch: { states: ['CA'] } } },
      'territory.broker',
    );
    expect(asked.json()).toEqual({ total: 0 });
    const all = await post(
      'pnc',
      { criteria: noDates, pageSize: 50 },
      'territory.broker',
    );
    const { total, hits } = all.json() as {
      total: number;
      hits: { state: string }[];
    };
    expect(total).toBe(
      await sqlCount(sql`state in ('PR', 'VI', 'GU', 'AS', 'MP', 'TX')`),
    );
    expect(total).toBeGreaterThan(0);
    expect(
      hits.every((h) => ['PR', 'VI', 'GU', 'AS', 'MP', 'TX'].includes(h.state)),
    ).toBe(true);
    const eb = await post('eb/count', { criteria: {} }, 'eb.broker');
    expect(eb.json()).toEqual({
      total: await sqlCount(
        sql`${welfare} and state in ('CA', 'OR', 'WA', 'NV')`,
      ),
    });
  });

  it('should refuse a module the user lacks with 403', async () => {
    expect((await post('eb', {}, 'pc.broker')).statusCode).toBe(403);
    expect((await post('pnc/count', {}, 'eb.broker')).statusCode).toBe(403);
    expect((await post('pnc/map', {}, 'eb.broker')).statusCode).toBe(403);
  });

  it('should name the invalid field in a 400', async () => {
    const response = await post('pnc', {
      criteria: { locationSearch: { states: ['XX'] } },
      pageSize: 7,
    });
    expect(response.statusCode).toBe(400);
    const fields = (
      response.json() as { extraData: { fields: Record<string, string> } }
    ).extraData.fields;
    expect(Object.keys(fields).sort()).toEqual([
      'criteria.locationSearch.states.0',
      'pageSize',
    ]);
  });

  it('should give map points of the matched companies with coordinates', async () => {
    const response = await post('pnc/map', {
      criteria: { ...noDates, locationSearch: { states: ['TX'] } },
    });
    const body = response.json() as {
      total: number;
      points: [string, number, number][];
      truncated: boolean;
    };
    expect(body.total).toBe(await sqlCount(sql`state = 'TX'`));
    expect(body.points.length).toBe(
      await sqlCount(
        sql`state = 'TX' and latitude is not null and longitude is not null`,
      ),
    );
    expect(body.truncated).toBe(false);
  });

  // Last: it changes the data the tests above read.
  it('should answer from a new projection version at once', async () => {
    const criteria = { ...noDates, locationSearch: { states: ['VT'] } };
    const before = await count('pnc', criteria);
    const muns = String(rows.find((r) => r.state !== 'VT')!.muns);
    await db()
      .updateTable('search_companies')
      .set({ state: 'VT' })
      .where('muns', '=', muns)
      .execute();
    expect(await count('pnc', criteria)).toBe(before);
    await db()
      .updateTable('search_meta')
      .set({ value: 'changed-by-test' })
      .where('key', '=', 'version')
      .execute();
    expect(await count('pnc', criteria)).toBe(before + 1);
  });
});
