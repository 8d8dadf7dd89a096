import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_TEXTS, type NaicsNode } from '@edge/contracts';
import { beforeAll, expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { ingestIntoApp } from '../../testing/app-fixtures';
import { describeEachDialect } from '../../testing/each-dialect';
import { useTestApp } from '../../testing/test-app';

const URL = '/api/v1/lookups/naics';

// Three restaurants beyond the fixtures' companies: in TX, PR and CA.
const MORE_COMPANIES = `RECORD_ID,COMPANY_NAME,DBA_NAME,ADDRESS,CITY,STATE,ZIP,FEIN,PHONE,WEBSITE,NAICS,EMPLOYEES,ANNUAL_REVENUE,YEAR_FOUNDED,AS_OF_DATE
FG-900001,Lone Star Grill LLC,,500 Congress Ave,Austin,TX,78701,,,,722511,40,2000000,2010,2025-10-31
FG-900002,Isla Tacos Inc,,1 Calle Sol,San Juan,PR,00901,,,,722513,12,900000,2015,2025-10-31
FG-900003,Golden Gate Bistro LLC,,1 Market St,San Francisco,CA,94105,,,,722511,30,1500000,2012,2025-10-31
`;

describeEachDialect('GET /api/v1/lookups/naics', (dialect) => {
  const ctx = useTestApp(dialect);
  beforeAll(() => ingestIntoApp(ctx()));

  const tree = async (username: string, module = 'pc') => {
    const response = await ctx().injectAs(username, {
      url: `${URL}?module=${module}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ nodes: NaicsNode[] }>().nodes;
  };
  // The companies of the nodes named by the keys of `expected`.
  const expectCounts = async (
    username: string,
    module: string,
    expected: Record<string, number>,
  ) => {
    const nodes = await tree(username, module);
    const byCode = new Map(nodes.map((n) => [n.code, n.companies]));
    const actual = Object.keys(expected).map((code) => [
      code,
      byCode.get(code),
    ]);
    expect(Object.fromEntries(actual)).toEqual(expected);
  };

  it('should list the NAICS tree from sectors to national industries, parents first', async () => {
    const nodes = await tree('pc.broker');
    const sectors = nodes.filter((n) => n.level === 2).map((n) => n.code);
    expect(sectors.join(' ')).toBe(
      '11 21 22 23 31-33 42 44-45 48-49 51 52 53 54 55 56 61 62 71 72 81 92',
    );
    expect(nodes).toHaveLength(2196);
    expect(nodes[0]).toEqual({
      code: '11',
      title: 'Agriculture, Forestry, Fishing and Hunting',
      level: 2,
      parent: null,
      companies: 0,
    });
    // No stray footnote mark, even after a parenthesis.
    expect(nodes.find((n) => n.code === '81')?.title).toBe(
      'Other Services (except Public Administration)',
    );
    expect(nodes.find((n) => n.code === '311')).toMatchObject({
      title: 'Food Manufacturing',
      level: 3,
      parent: '31-33',
    });
    expect(nodes.find((n) => n.code === '484121')).toMatchObject({
      title: 'General Freight Trucking, Long-Distance, Truckload',
      level: 6,
      parent: '48412',
    });
    const seen = new Set<string>();
    for (const node of nodes) {
      if (node.parent) expect(seen.has(node.parent), node.code).toBe(true);
      seen.add(node.code);
    }
  });

  // What the module's search counts for its default criteria plus `extra`.
  const searchCount = async (
    username: string,
    module: string,
    extra: Record<string, unknown> = {},
  ) => {
    const path = module === 'pc' ? 'pnc' : 'eb';
    const response = await ctx().injectAs(username, {
      method: 'POST',
      url: `/api/v1/search/${path}/count`,
      payload: { criteria: extra },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ total: number }>().total;
  };
  const industry = (code: string) => ({
    companyNaicsSearch: {
      industry_search_criterias: code.includes('-')
        ? Array.from(
            { length: Number(code.slice(3)) - Number(code.slice(0, 2)) + 1 },
            (_, i) => String(Number(code.slice(0, 2)) + i),
          )
        : [code],
    },
  });
  // Every sector, and each node on the way to one industry, counts what
  // the search finds for it; the total is the search's own count.
  const expectTreeAgreesWithSearch = async (
    username: string,
    module: string,
    scopes?: string[],
  ) => {
    const query = scopes
      ? `&scopes=${encodeURIComponent(scopes.join(','))}`
      : '';
    const response = await ctx().injectAs(username, {
      url: `${URL}?module=${module}${query}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { nodes, total } = response.json<{
      nodes: NaicsNode[];
      total: number;
    }>();
    const base = scopes ? { scopes } : {};
    expect(total).toBe(await searchCount(username, module, base));
    const sectors = nodes.filter((n) => n.level === 2);
    const counted = nodes.filter((n) => n.companies > 0);
    for (const node of [...sectors, ...counted.slice(0, 12)]) {
      expect(
        node.companies,
        `${username} ${module} ${scopes?.join(',') ?? ''} ${node.code}`,
      ).toBe(
        await searchCount(username, module, {
          ...base,
          ...industry(node.code),
        }),
      );
    }
    return { total, counted: counted.length };
  };

  it('should count under each node the companies the module search finds', async () => {
    const pc = await expectTreeAgreesWithSearch('pc.broker', 'pc');
    const eb = await expectTreeAgreesWithSearch('full.broker', 'eb');
    // Benefits counts follow the ticked filing scopes.
    const retirement = await expectTreeAgreesWithSearch('full.broker', 'eb', [
      'F5500 SF',
    ]);
    const every = await expectTreeAgreesWithSearch('full.broker', 'eb', [
      'F5500',
      'F5500 SF',
      'F5500 NO',
    ]);
    expect(pc.counted).toBeGreaterThan(0);
    expect(eb.counted).toBeGreaterThan(0);
    expect(retirement.total).toBeGreaterThan(0);
    // Welfare filers are some of the companies, not all of them.
    expect(eb.total).toBeLessThan(every.total);
  });

  it('should count only the permitted states, and recount after an import', async () => {
    const none = { '72': 0, '722511': 0, '722513': 0 };
    await expectCounts('territory.broker', 'pc', none);
    const file = join(ctx().dataDir, 'firmographics.csv');
    writeFileSync(file, MORE_COMPANIES);
    await ingestIntoApp(ctx(), [file]);
    // PC: US Territories,TX sees the TX and PR restaurants, not CA's.
    await expectTreeAgreesWithSearch('territory.broker', 'pc');
    await expectTreeAgreesWithSearch('pc.broker', 'pc');
    // Benefits: the new restaurants filed no 5500, so the Welfare tree
    // leaves them out, and every scope holds the CA one (eb.broker: CA,OR,WA,NV).
    await expectCounts('eb.broker', 'eb', { '722511': 0 });
    const response = await ctx().injectAs('eb.broker', {
      url: `${URL}?module=eb&scopes=F5500%20NO`,
    });
    const byCode = new Map(
      response
        .json<{ nodes: NaicsNode[] }>()
        .nodes.map((n) => [n.code, n.companies]),
    );
    expect(byCode.get('722511')).toBe(1);
    await expectTreeAgreesWithSearch('eb.broker', 'eb', ['F5500 NO']);
  });

  it('should answer 403 for a module whose product the user lacks', async () => {
    for (const [username, module] of [
      ['pc.broker', 'eb'],
      ['eb.broker', 'pc'],
    ]) {
      expectAppError(
        await ctx().injectAs(username!, { url: `${URL}?module=${module}` }),
        {
          statusCode: 403,
          message: ERROR_TEXTS.FORBIDDEN,
          extraData: { code: 'FORBIDDEN' },
          method: 'GET',
          path: URL,
        },
      );
    }
  });

  it('should answer 400 naming the field for a missing or unknown module', async () => {
    for (const query of ['', '?module=PC']) {
      const response = await ctx().injectAs('pc.broker', {
        url: `${URL}${query}`,
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().extraData.fields)).toEqual(['module']);
    }
  });

  it('should answer 400 naming the field for an unknown scope', async () => {
    const response = await ctx().injectAs('full.broker', {
      url: `${URL}?module=eb&scopes=F5500,F5501`,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().extraData.fields)).toEqual(['scopes.1']);
  });

  it('should answer 401 without a session', async () => {
    const response = await ctx().app.inject({ url: `${URL}?module=pc` });
    expect(response.statusCode).toBe(401);
  });
});
