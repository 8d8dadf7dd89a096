import { ERROR_TEXTS } from '@edge/contracts';
import { describe, expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { useTestApp } from '../../testing/test-app';

const URL = '/api/v1/lookups/counties';

// us-atlas data only: the database holds no part of the answer.
describe('GET /api/v1/lookups/counties', () => {
  const ctx = useTestApp('sqlite');
  const counties = async (state: string) => {
    const response = await ctx().injectAs('trial.broker', {
      url: `${URL}?state=${state}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ counties: { fips: string; name: string }[] }>()
      .counties;
  };

  it('should list the counties of a state by name', async () => {
    expect(await counties('DE')).toEqual([
      { fips: '10001', name: 'Kent County', state: 'DE' },
      { fips: '10003', name: 'New Castle County', state: 'DE' },
      { fips: '10005', name: 'Sussex County', state: 'DE' },
    ]);
    const texas = await counties('tx');
    expect(texas).toHaveLength(254);
    expect(texas[0]).toEqual({
      fips: '48001',
      name: 'Anderson County',
      state: 'TX',
    });
    expect(texas).toContainEqual({
      fips: '48453',
      name: 'Travis County',
      state: 'TX',
    });
  });

  it('should name parishes, boroughs, cities and municipios as the Census does', async () => {
    expect(await counties('LA')).toHaveLength(64);
    expect((await counties('AK')).map((c) => c.name).slice(0, 3)).toEqual([
      'Aleutians East Borough',
      'Aleutians West Census Area',
      'Anchorage Municipality',
    ]);
    const virginia = (await counties('VA')).map((c) => c.name);
    expect(virginia).toHaveLength(133);
    expect(virginia).toEqual(
      expect.arrayContaining(['Fairfax city', 'Fairfax County']),
    );
    expect(await counties('PR')).toHaveLength(78);
    expect(await counties('DC')).toEqual([
      { fips: '11001', name: 'District of Columbia', state: 'DC' },
    ]);
    expect((await counties('VI')).map((c) => c.name)).toEqual([
      'St. Croix Island',
      'St. John Island',
      'St. Thomas Island',
    ]);
  });

  it('should answer 400 naming the field for a missing or unknown state', async () => {
    for (const query of ['', '?state=ZZ', '?state=Texas']) {
      expectAppError(
        await ctx().injectAs('pc.broker', { url: `${URL}${query}` }),
        {
          statusCode: 400,
          message: ERROR_TEXTS.VALIDATION,
          extraData: {
            code: 'VALIDATION',
            fields: {
              state: query ? 'Unknown state code' : 'This field is required.',
            },
          },
          method: 'GET',
          path: URL,
        },
      );
    }
  });

  it('should answer 401 without a session', async () => {
    const response = await ctx().app.inject({ url: `${URL}?state=TX` });
    expect(response.statusCode).toBe(401);
  });
});
