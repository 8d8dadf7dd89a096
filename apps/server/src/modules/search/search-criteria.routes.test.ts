import {
  CRITERIA_TOO_LARGE_MESSAGE,
  ERROR_TEXTS,
  SEARCH_BODY_MAX_BYTES,
  TOO_DEEP_MESSAGE,
  UNKNOWN_FIELD_MESSAGE,
} from '@edge/contracts';
import { expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import { useTestApp } from '../../testing/test-app';
import {
  SPEC_EB_DEFAULTS,
  SPEC_PC_DEFAULTS,
} from '../../testing/spec-criteria-defaults';

const year = new Date().getFullYear();
const PATHS = ['pnc', 'pnc/count', 'pnc/map', 'eb', 'eb/count', 'eb/map'];

// A JSON body whose criteria nest `levels` objects deep.
const deepBody = (levels: number) =>
  `{"criteria":${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}}`;

describeEachDialect('search criteria checks', (dialect) => {
  const ctx = useTestApp(dialect);
  const post = (path: string, payload: object | string) =>
    ctx().injectAs('full.broker', {
      method: 'POST',
      url: `/api/v1/search/${path}`,
      payload,
      headers: { 'content-type': 'application/json' },
    });
  const validation = (
    path: string,
    fields: Record<string, string>,
    message: string = ERROR_TEXTS.VALIDATION,
  ) => ({
    statusCode: 400,
    message,
    extraData: { code: 'VALIDATION', fields },
    method: 'POST',
    path: `/api/v1/search/${path}`,
  });

  it('should answer 400 naming criteria.states for a misspelt commercial filter', async () => {
    expectAppError(
      await post('pnc', { criteria: { states: ['CA'] } }),
      validation('pnc', { 'criteria.states': UNKNOWN_FIELD_MESSAGE }),
    );
  });

  it('should name unknown keys at any level on search, count and map', async () => {
    const cases: [string, object, string][] = [
      [
        'pnc',
        { criteria: { locationSearch: { state: ['CA'] } } },
        'criteria.locationSearch.state',
      ],
      ['pnc/count', { criteria: { states: ['CA'] } }, 'criteria.states'],
      [
        'pnc/map',
        { criteria: { hazardSearch: { quake: 2 } } },
        'criteria.hazardSearch.quake',
      ],
      ['eb', { critera: {} }, 'critera'],
      ['eb/count', { criteria: { lob_helth: true } }, 'criteria.lob_helth'],
      [
        'eb/map',
        { criteria: { insightSearch: { revenueRange: { minimum: 5 } } } },
        'criteria.insightSearch.revenueRange.minimum',
      ],
    ];
    for (const [path, body, field] of cases) {
      expectAppError(
        await post(path, body),
        validation(path, { [field]: UNKNOWN_FIELD_MESSAGE }),
      );
    }
  });

  it("should search and count with the spec's defaults objects", async () => {
    for (const path of ['pnc', 'pnc/count', 'pnc/map']) {
      const response = await post(path, { criteria: SPEC_PC_DEFAULTS });
      expect(response.statusCode, response.body).toBe(200);
    }
    for (const path of ['eb', 'eb/count', 'eb/map']) {
      const response = await post(path, { criteria: SPEC_EB_DEFAULTS });
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it('should take a DOT year range given only its first year', async () => {
    const criteria = { complianceSearch: { dotYearRange: { min: year - 3 } } };
    for (const path of ['pnc', 'pnc/count']) {
      const response = await post(path, { criteria });
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it('should answer 400 to a body nested 5,000 levels deep, 401 without a session', async () => {
    const field = ['criteria', ...Array(7).fill('a')].join('.');
    for (const path of PATHS) {
      expectAppError(
        await post(path, deepBody(5000)),
        validation(path, { [field]: TOO_DEEP_MESSAGE }, TOO_DEEP_MESSAGE),
      );
    }
    // The session is checked first, as for any other invalid body.
    const signedOut = await ctx().app.inject({
      method: 'POST',
      url: '/api/v1/search/pnc',
      payload: deepBody(5000),
      headers: { 'content-type': 'application/json' },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('should answer 400 to criteria too large, 413 to a body too large', async () => {
    const long = { termsSearch: { name: 'x'.repeat(70_000) } };
    expectAppError(
      await post('pnc/count', { criteria: long }),
      validation(
        'pnc/count',
        { criteria: CRITERIA_TOO_LARGE_MESSAGE },
        CRITERIA_TOO_LARGE_MESSAGE,
      ),
    );
    const huge = { criteria: { zips: ['x'.repeat(SEARCH_BODY_MAX_BYTES)] } };
    expectAppError(await post('eb', huge), {
      statusCode: 413,
      message: 'Payload Too Large',
      extraData: { code: 'FST_ERR_CTP_BODY_TOO_LARGE' },
      method: 'POST',
      path: '/api/v1/search/eb',
    });
  });
});
