import { ERROR_TEXTS, type Place } from '@edge/contracts';
import { describe, expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { useTestApp } from '../../testing/test-app';

const URL = '/api/v1/lookups/places';

// ZIP centroids of the offline package only: no database involved.
describe('GET /api/v1/lookups/places', () => {
  const ctx = useTestApp('sqlite');
  const places = async (query: string) => {
    const response = await ctx().injectAs('pc.broker', {
      url: `${URL}?${query}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ places: Place[] }>().places;
  };

  it('should find a ZIP code with its city, county and centroid', async () => {
    expect(await places('q=78701')).toEqual([
      {
        kind: 'zip',
        label: '78701 Austin, TX',
        zip: '78701',
        city: 'Austin',
        state: 'TX',
        county_fips: '48453',
        latitude: 30.2713,
        longitude: -97.7426,
      },
    ]);
    expect(await places('q=78701-1234')).toHaveLength(1);
  });

  it('should list ZIP codes starting with typed digits, in order, up to the limit', async () => {
    const found = await places('q=7870&limit=3');
    expect(found.map((p) => p.label)).toEqual([
      '78701 Austin, TX',
      '78702 Austin, TX',
      '78703 Austin, TX',
    ]);
    expect(await places('q=0')).toHaveLength(10);
    expect(await places('q=99999')).toEqual([]);
  });

  it('should find cities by the start of their name, the typed one and bigger ones first', async () => {
    const found = await places('q=AUSTIN&limit=50');
    expect(found[0]).toMatchObject({
      kind: 'city',
      label: 'Austin, TX',
      city: 'Austin',
      state: 'TX',
      county_fips: '48453',
    });
    expect(found[0]).not.toHaveProperty('zip');
    // The mean of Austin's ZIP centroids.
    expect(found[0]!.latitude).toBeCloseTo(30.3, 1);
    expect(found[0]!.longitude).toBeCloseTo(-97.76, 1);
    const labels = found.map((p) => p.label);
    expect(labels).toContain('Austin, MN');
    expect(labels.indexOf('Austin, MN')).toBeLessThan(
      labels.indexOf('Austinville, VA'),
    );
  });

  it('should narrow a city to a state written after a comma', async () => {
    expect((await places('q=portland, me')).map((p) => p.label)).toEqual([
      'Portland, ME',
    ]);
    expect((await places('q=Portland,%20Oregon')).map((p) => p.label)).toEqual([
      'Portland, OR',
    ]);
    // Accents are optional.
    expect((await places('q=mayag%C3%BCez')).map((p) => p.label)).toEqual([
      'Mayaguez, PR',
    ]);
  });

  it('should answer 400 naming the field for a bad q or limit', async () => {
    const cases: [string, string, string][] = [
      ['limit=5', 'q', 'This field is required.'],
      ['q=%20', 'q', 'Too small: expected string to have >=1 characters'],
      [
        `q=${'a'.repeat(101)}`,
        'q',
        'Too big: expected string to have <=100 characters',
      ],
      ['q=austin&limit=0', 'limit', 'Too small: expected number to be >=1'],
      ['q=austin&limit=51', 'limit', 'Too big: expected number to be <=50'],
    ];
    for (const [query, field, message] of cases) {
      expectAppError(
        await ctx().injectAs('pc.broker', { url: `${URL}?${query}` }),
        {
          statusCode: 400,
          message: ERROR_TEXTS.VALIDATION,
          extraData: { code: 'VALIDATION', fields: { [field]: message } },
          method: 'GET',
          path: URL,
        },
      );
    }
  });

  it('should answer 401 without a session', async () => {
    const response = await ctx().app.inject({ url: `${URL}?q=austin` });
    expect(response.statusCode).toBe(401);
  });
});
