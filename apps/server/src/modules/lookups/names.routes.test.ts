import { ERROR_TEXTS, type NamedParty } from '@edge/contracts';
import { beforeAll, expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { ingestIntoApp } from '../../testing/app-fixtures';
import { describeEachDialect } from '../../testing/each-dialect';
import { useTestApp } from '../../testing/test-app';

const CARRIERS = '/api/v1/lookups/carriers';
const BROKERS = '/api/v1/lookups/brokers';

describeEachDialect('GET /api/v1/lookups/carriers and brokers', (dialect) => {
  const ctx = useTestApp(dialect);
  beforeAll(() => ingestIntoApp(ctx()));

  const lookup = async (url: string, username = 'full.broker') => {
    const response = await ctx().injectAs(username, { url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Record<string, NamedParty[]>>();
  };

  it('should suggest carriers whose grouping name starts with the text', async () => {
    expect(await lookup(`${CARRIERS}?q=UNI`)).toEqual({
      carriers: [
        {
          name_normalized: 'Unitedhealthcare Insurance',
          names: ['UNITEDHEALTHCARE INSURANCE COMPANY'],
          companies: 1,
        },
      ],
    });
  });

  it('should rank word starts before other matches, then by name', async () => {
    const { carriers } = await lookup(`${CARRIERS}?q=life`);
    expect(carriers!.map((c) => c.name_normalized)).toEqual([
      'Guardian Life Insurance Co Of America',
      'Hm Life Insurance',
      'Principal Life Insurance',
      'Metlife Insurance',
    ]);
    const { carriers: first } = await lookup(`${CARRIERS}?q=life&limit=1`);
    expect(first).toHaveLength(1);
  });

  it('should also match a raw spelling from the filings', async () => {
    expect(await lookup(`${CARRIERS}?q=ins%20co`)).toEqual({
      carriers: [
        {
          name_normalized: 'Metlife Insurance',
          names: ['METLIFE INS CO'],
          companies: 1,
        },
      ],
    });
  });

  it('should suggest brokers with their spellings, counting companies once', async () => {
    expect(await lookup(`${BROKERS}?q=gallagher%20b`)).toEqual({
      brokers: [
        {
          name_normalized: 'Gallagher Benefit Services',
          names: [
            'GALLAGHER BENEFIT SERVICES INC',
            'GALLAGHER BENEFIT SERVICES, INC.',
          ],
          companies: 1,
        },
      ],
    });
    const { brokers } = await lookup(`${BROKERS}?q=b`);
    expect(brokers!.map((b) => b.name_normalized)).toEqual([
      'Buckeye Benefits Group',
      'Gallagher Benefit Services',
      'Lloyds Market Brokers',
      'Hub International New England',
    ]);
  });

  it('should not count companies outside the permitted states', async () => {
    // eb.broker holds H-W for CA,OR,WA,NV; the fixtures' plans are in OH and ME.
    expect(await lookup(`${CARRIERS}?q=uni`, 'eb.broker')).toEqual({
      carriers: [],
    });
    expect(await lookup(`${BROKERS}?q=hub`, 'eb.broker')).toEqual({
      brokers: [],
    });
  });

  it('should answer 403 without the benefits product', async () => {
    for (const url of [`${CARRIERS}?q=uni`, `${BROKERS}?q=hub`]) {
      expectAppError(await ctx().injectAs('pc.broker', { url }), {
        statusCode: 403,
        message: ERROR_TEXTS.FORBIDDEN,
        extraData: { code: 'FORBIDDEN' },
        method: 'GET',
        path: url.split('?')[0]!,
      });
    }
  });

  it('should answer 400 naming the field for a bad q or limit', async () => {
    const cases: [string, string][] = [
      [`${CARRIERS}?limit=5`, 'q'],
      [`${CARRIERS}?q=${'x'.repeat(101)}`, 'q'],
      [`${BROKERS}?q=hub&limit=51`, 'limit'],
      [`${BROKERS}?q=hub&limit=two`, 'limit'],
    ];
    for (const [url, field] of cases) {
      const response = await ctx().injectAs('full.broker', { url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().extraData).toEqual({
        code: 'VALIDATION',
        fields: { [field]: expect.any(String) },
      });
    }
  });

  it('should answer 401 without a session', async () => {
    const response = await ctx().app.inject({ url: `${BROKERS}?q=hub` });
    expect(response.statusCode).toBe(401);
  });
});
