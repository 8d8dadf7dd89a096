import { ERROR_TEXTS, type CompanyAddressesResponse } from '@edge/contracts';
import { expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import { useDetailsApp } from '../../testing/details';

const path = (muns: string) => `/api/v1/companies/${muns}/addresses`;

describeEachDialect('GET /api/v1/companies/:muns/addresses', (dialect) => {
  const app = useDetailsApp(dialect);
  const { c } = app;
  const get = (query = '', user?: string) =>
    app.get(`${path(c.harbor)}${query}`, user);
  const page = (query = '', user?: string) =>
    app.ok<CompanyAddressesResponse>(`${path(c.harbor)}${query}`, user);

  it('should list each address once with every source that gives it', async () => {
    const answer = await page();
    // Eight source rows spell one place four ways: one address.
    expect(answer.total).toBe(1);
    expect(answer.rows).toEqual([
      {
        id: expect.stringMatching(/^osha_inspection:/),
        sources: [
          [
            'osha_inspection',
            'OSHA Enforcement Data: Inspections (DOL)',
            '2025-11-02',
          ],
          ['firmographics', 'Company Firmographics', '2025-09-30'],
          [
            'wc_policies',
            "Workers' Compensation Proof of Coverage",
            '2025-09-30',
          ],
          ['properties', 'County Assessor Property Records', '2025-08-31'],
          ['contacts', 'Business Contacts', '2025-08-14'],
          ['f5500', 'Form 5500 (DOL EFAST2)', '2025-07-30'],
          ['fmcsa_census', 'FMCSA Motor Carrier Census', '2025-01-10'],
        ].map(([dataset, label, as_of_date]) => ({
          dataset,
          label,
          as_of_date,
        })),
        // Spelled as the newest source spells it.
        address: '1200 NORTH MAIN ST',
        city: 'COLUMBUS',
        state: 'OH',
        zip: '43215',
        county_fips: '39049',
        county_name: 'Franklin County',
        as_of_date: '2025-11-02',
        is_main: true,
      },
    ]);
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

  it('should answer a page past the addresses with no row', async () => {
    const answer = await page('?pageSize=5&page=1');
    expect(answer).toMatchObject({ total: 1, page: 1, rows: [] });
  });

  it('should answer for the benefits module to a user holding it', async () => {
    const answer = await page('?module=eb', 'full.broker');
    expect(answer.total).toBe(1);
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
