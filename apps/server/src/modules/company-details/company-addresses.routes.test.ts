import { ERROR_TEXTS, type CompanyAddressesResponse } from '@edge/contracts';
import { expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import { useDetailsApp } from './testing-details';
import { sortLike } from './testing-sort';

const path = (muns: string) => `/api/v1/companies/${muns}/addresses`;

describeEachDialect('GET /api/v1/companies/:muns/addresses', (dialect) => {
  const app = useDetailsApp(dialect);
  const { c } = app;
  const get = (query = '', user?: string) =>
    app.get(`${path(c.harbor)}${query}`, user);
  const page = (query = '', user?: string) =>
    app.ok<CompanyAddressesResponse>(`${path(c.harbor)}${query}`, user);

  it('should list every address each source gives, the newest first', async () => {
    const answer = await page();
    // One row per source and address, however many rows give it.
    expect(answer.total).toBe(8);
    expect(answer.rows).toHaveLength(8);
    expect(answer.rows).toEqual(
      sortLike(
        answer.rows,
        (r) => r.as_of_date,
        true,
        (r) => r.id,
      ),
    );
    expect(answer.rows).toContainEqual({
      id: expect.stringMatching(/^firmographics:/),
      dataset: 'firmographics',
      source: 'Company Firmographics',
      address: '1200 N Main St',
      city: 'Columbus',
      state: 'OH',
      zip: '43215',
      county_fips: '39049',
      county_name: 'Franklin County',
      as_of_date: '2025-09-30',
      is_main: true,
    });
    // Another spelling of the main address is not the main address.
    expect(answer.rows).toContainEqual(
      expect.objectContaining({
        dataset: 'osha_inspection',
        address: '1200 NORTH MAIN ST',
        is_main: false,
      }),
    );
  });

  it('should name every dataset that gives an address', async () => {
    const { sources } = await page();
    expect(sources.map((s) => [s.dataset, s.label, s.year_kind])).toEqual([
      ['contacts', 'Business Contacts', null],
      ['f5500', 'Form 5500 (DOL EFAST2)', 'plan'],
      ['firmographics', 'Company Firmographics', null],
      ['fmcsa_census', 'FMCSA Motor Carrier Census', 'calendar'],
      ['osha_inspection', 'OSHA Enforcement Data: Inspections (DOL)', 'fiscal'],
      ['properties', 'County Assessor Property Records', 'calendar'],
      ['wc_policies', "Workers' Compensation Proof of Coverage", 'calendar'],
    ]);
    expect(sources[1]).toMatchObject({
      file_name: 'f_5500_2024_latest.csv',
      year: 2024,
      as_of_date: '2025-07-30',
    });
  });

  it.each([
    ['source', 'asc'],
    ['source', 'desc'],
    ['zip', 'asc'],
    ['as_of_date', 'asc'],
  ] as const)('should sort by %s %s and page it whole', async (field, dir) => {
    const sort = `sort=${field}.${dir}`;
    const all = await page(`?${sort}`);
    const unsorted = (await page()).rows;
    expect(all.rows).toEqual(
      sortLike(
        unsorted,
        (r) => r[field],
        dir === 'desc',
        (r) => r.id,
      ),
    );
    // One after another: a sign-in ends the user's other session.
    const pages: CompanyAddressesResponse[] = [];
    for (const i of [0, 1]) {
      pages.push(await page(`?${sort}&pageSize=5&page=${i}`));
    }
    expect(pages.map((p) => p.rows.length)).toEqual([5, 3]);
    expect(pages.flatMap((p) => p.rows)).toEqual(all.rows);
  });

  it('should answer for the benefits module to a user holding it', async () => {
    const answer = await page('?module=eb', 'full.broker');
    expect(answer.total).toBe(8);
  });

  it('should answer 400 for an unknown module', async () => {
    expectAppError(await get('?module=hw'), {
      statusCode: 400,
      message: ERROR_TEXTS.VALIDATION,
      extraData: {
        code: 'VALIDATION',
        fields: { module: expect.stringContaining('"pc"') },
      },
      method: 'GET',
      path: path(c.harbor),
    });
  });
});
