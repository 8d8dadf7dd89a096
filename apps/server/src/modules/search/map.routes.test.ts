import {
  MAP_COMPANIES_MAX,
  MAP_NAMES_LIMIT,
  type MapBounds,
  type MapNamesResponse,
} from '@edge/contracts';
import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/each-dialect';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Demo companies imported through the importers, as the search tests do.
const COMPANIES = '1500';
const noDates = { activityDateRange: { minDate: null } };
const TERRITORY = ['PR', 'VI', 'GU', 'AS', 'MP', 'TX'];
// Texas and a little of its neighbours.
const TEXAS_BOX: MapBounds = {
  south: 25.8,
  west: -106.7,
  north: 36.5,
  east: -93.5,
};
// Every place the map draws.
const COUNTRY_BOX: MapBounds = {
  south: 17,
  west: -180,
  north: 72,
  east: -64,
};

type Row = Record<string, unknown>;
interface Hit {
  muns: string;
  entity_name: string;
  state: string;
}

describeEachDialect('results map calls', (dialect) => {
  let t: TestApp;
  let rows: Row[];
  const db = () => t.db;

  beforeAll(async () => {
    t = await createTestApp(dialect, { DEMO_COMPANIES: COMPANIES });
    rows = (await db()
      .selectFrom('search_companies')
      .selectAll()
      .where('latitude', 'is not', null)
      .where('longitude', 'is not', null)
      .orderBy('muns')
      .execute()) as Row[];
  }, 120_000);
  afterAll(() => t.close());

  const post = (path: string, body: object, who = 'full.broker') =>
    t.injectAs(who, {
      method: 'POST',
      url: `/api/v1/search/${path}`,
      payload: body,
    });
  const munsIn = (state: string, count: number, where = (_: Row) => true) =>
    rows
      .filter((r) => r.state === state && where(r))
      .slice(0, count)
      .map((r) => String(r.muns));
  const nameOf = (muns: string) =>
    String(rows.find((r) => String(r.muns) === muns)!.name);

  async function sqlCount(where: RawBuilder<unknown>) {
    const row = await db()
      .selectFrom('search_companies')
      .select((eb) => eb.fn.countAll().as('n'))
      .where(where as RawBuilder<boolean>)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
  const inBox = (box: MapBounds) =>
    sql`latitude >= ${box.south} and latitude <= ${box.north} and longitude >= ${box.west} and longitude <= ${box.east}`;

  async function names(path: string, body: object, who?: string) {
    const response = await post(path, body, who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as MapNamesResponse;
  }

  it('should answer the asked companies that match the search', async () => {
    const texas = munsIn('TX', 3);
    const [california] = munsIn('CA', 1);
    const response = await post('pnc/map/companies', {
      criteria: { ...noDates, locationSearch: { states: ['TX'] } },
      muns: [...texas, california, '999999999'],
    });
    expect(response.statusCode, response.body).toBe(200);
    const { hits } = response.json() as { hits: Hit[] };
    // Only the Texan ones match, each as the results table shows it.
    expect(hits.map((h) => h.muns).sort()).toEqual([...texas].sort());
    for (const hit of hits) expect(hit.entity_name).toBe(nameOf(hit.muns));
    const names = hits.map((h) => h.entity_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('should answer benefits companies with their carrier and broker', async () => {
    const welfare = (r: Row) => (Number(r.eb_scopes) & 1) !== 0;
    const asked = munsIn('CA', 2, welfare);
    expect(asked).toHaveLength(2);
    const response = await post(
      'eb/map/companies',
      { criteria: {}, muns: [...asked, ...munsIn('TX', 1, welfare)] },
      'eb.broker',
    );
    expect(response.statusCode, response.body).toBe(200);
    const { hits } = response.json() as {
      hits: (Hit & { carrier_more: number })[];
    };
    // Texas is outside the benefits broker's states.
    expect(hits.map((h) => h.muns).sort()).toEqual([...asked].sort());
    for (const hit of hits) expect(hit.carrier_more).toBeGreaterThanOrEqual(0);
  });

  it('should never answer a company outside the permitted states', async () => {
    const texas = munsIn('TX', 2);
    const response = await post(
      'pnc/map/companies',
      { criteria: noDates, muns: [...munsIn('CA', 2), ...texas] },
      'territory.broker',
    );
    expect(response.statusCode, response.body).toBe(200);
    const { hits } = response.json() as { hits: Hit[] };
    expect(hits.map((h) => h.muns).sort()).toEqual([...texas].sort());

    const country = await names(
      'pnc/map/names',
      { criteria: noDates, bounds: COUNTRY_BOX },
      'territory.broker',
    );
    const states = sql.join(TERRITORY);
    expect(country.total).toBe(
      await sqlCount(sql`state in (${states}) and ${inBox(COUNTRY_BOX)}`),
    );
    expect(country.total).toBeGreaterThan(0);
    expect(country.companies.every((c) => TERRITORY.includes(c.state))).toBe(
      true,
    );
  });

  it('should count the matches in a box and name the first, as the map orders them', async () => {
    const body = await names('pnc/map/names', {
      criteria: noDates,
      bounds: TEXAS_BOX,
    });
    expect(body.total).toBe(await sqlCount(inBox(TEXAS_BOX)));
    expect(body.total).toBeGreaterThan(MAP_NAMES_LIMIT);
    const map = await post('pnc/map', { criteria: noDates });
    const { points } = map.json() as { points: [string, number, number][] };
    const inside = points.filter(
      ([, lat, lon]) =>
        lat >= TEXAS_BOX.south &&
        lat <= TEXAS_BOX.north &&
        lon >= TEXAS_BOX.west &&
        lon <= TEXAS_BOX.east,
    );
    expect(body.companies.map((c) => c.muns)).toEqual(
      inside.slice(0, MAP_NAMES_LIMIT).map(([muns]) => muns),
    );
    for (const company of body.companies) {
      expect(company.entity_name).toBe(nameOf(company.muns));
    }

    // The criteria still apply: one state of the box.
    const oklahoma = await names('pnc/map/names', {
      criteria: { ...noDates, locationSearch: { states: ['OK'] } },
      bounds: TEXAS_BOX,
    });
    expect(oklahoma.total).toBe(
      await sqlCount(sql`state = 'OK' and ${inBox(TEXAS_BOX)}`),
    );
    // A box of one point holds the companies at that point.
    const spot = rows.find((r) => r.state === 'TX')!;
    const point = {
      latitude: Number(spot.latitude),
      longitude: Number(spot.longitude),
    };
    const at = await names('pnc/map/names', {
      criteria: noDates,
      bounds: {
        south: point.latitude,
        north: point.latitude,
        west: point.longitude,
        east: point.longitude,
      },
    });
    expect(at.companies.map((c) => c.muns)).toContain(String(spot.muns));
  });

  it('should refuse a module the user lacks with 403', async () => {
    const muns = munsIn('CA', 1);
    for (const [path, body, who] of [
      ['pnc/map/companies', { muns }, 'eb.broker'],
      ['pnc/map/names', { bounds: TEXAS_BOX }, 'eb.broker'],
      ['eb/map/companies', { muns }, 'pc.broker'],
      ['eb/map/names', { bounds: TEXAS_BOX }, 'pc.broker'],
    ] as const) {
      expect((await post(path, body, who)).statusCode).toBe(403);
    }
  });

  it(`should refuse more than ${MAP_COMPANIES_MAX} companies, or none`, async () => {
    const many = Array.from({ length: MAP_COMPANIES_MAX + 1 }, (_, i) =>
      String(100_000_000 + i),
    );
    const response = await post('pnc/map/companies', { muns: many });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      extraData: {
        fields: {
          muns: `Look up at most ${MAP_COMPANIES_MAX} companies at once.`,
        },
      },
    });
    const none = await post('eb/map/companies', { muns: [] });
    expect(none.statusCode).toBe(400);
    const full = await post('pnc/map/companies', {
      criteria: noDates,
      muns: many.slice(0, MAP_COMPANIES_MAX),
    });
    expect(full.statusCode, full.body).toBe(200);
  });

  it('should name the invalid field in a 400', async () => {
    const fieldsOf = async (path: string, body: object) => {
      const response = await post(path, body);
      expect(response.statusCode).toBe(400);
      const { extraData } = response.json() as {
        extraData: { fields: Record<string, string> };
      };
      return Object.keys(extraData.fields).sort();
    };
    expect(
      await fieldsOf('pnc/map/names', {
        bounds: { ...TEXAS_BOX, north: 20 },
      }),
    ).toEqual(['bounds.north']);
    expect(
      await fieldsOf('eb/map/names', {
        bounds: { ...TEXAS_BOX, west: -190, zoom: 3 },
      }),
    ).toEqual(['bounds.west', 'bounds.zoom']);
    expect(await fieldsOf('pnc/map/names', { criteria: noDates })).toEqual([
      'bounds',
    ]);
    expect(
      await fieldsOf('pnc/map/companies', {
        muns: ['12 34'],
        criteria: { locationSearch: { states: ['XX'] } },
      }),
    ).toEqual(['criteria.locationSearch.states.0', 'muns.0']);
  });
});
