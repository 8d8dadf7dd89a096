import type { FavoriteList, FavoritesImportResult } from '@edge/contracts';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/each-dialect';
import {
  ingestProspects,
  type ProspectMuns,
} from '../../testing/prospect-companies';
import { useTestApp } from '../../testing/test-app';
import {
  importFixture,
  multipartBody,
  xlsxOf,
  type UploadFile,
} from '../../testing/favorites-import';

const IMPORT = '/api/v1/favorites/import';

// Street, state and ZIP of the prospects offered below (prospects.csv).
const PROSPECT_PLACES: Record<string, [string, string, string]> = {
  Austin: ['10 First St', 'TX', '78701'],
  Dallas: ['20 Second St', 'TX', '75201'],
  Seattle: ['500 Cedar Blvd', 'WA', '98101'],
  Houston: ['300 Pine Rd', 'TX', '77002'],
};

describeEachDialect('POST /api/v1/favorites/import', (dialect) => {
  const ctx = useTestApp(dialect);
  let muns: ProspectMuns;
  beforeAll(async () => {
    muns = await ingestProspects(ctx());
  }, 60_000);

  const upload = async (
    username: string,
    productCode: string,
    file: UploadFile,
  ) => {
    const body = await multipartBody({ productCode }, file);
    return ctx().injectAs(username, { method: 'POST', url: IMPORT, ...body });
  };
  const listOf = async (username: string, code: number) =>
    (
      await ctx().injectAs(username, {
        url: `/api/v1/favorites/${code}?sort=name.asc`,
      })
    ).json<FavoriteList>();
  const csv = {
    name: 'favorites.csv',
    content: importFixture('favorites.csv'),
  };
  // A prospect as the import offers it for a row without a company.
  const suggested = (name: string, city: string) => {
    const [address, state, zip] = PROSPECT_PLACES[city]!;
    return {
      muns: muns(name, city),
      entity_name: name,
      address,
      city,
      state,
      zip,
    };
  };

  it('should add the rows of a CSV that match, by name and address or EIN, and list the others', async () => {
    const response = await upload('pc.broker', '5', csv);
    expect(response.statusCode, response.body).toBe(200);
    const values = (name: string, extra: Record<string, string> = {}) => ({
      'Company Name': name,
      Street: '',
      City: '',
      State: '',
      'ZIP Code': '',
      FEIN: '',
      Notes: '',
      ...extra,
    });
    expect(response.json()).toEqual({
      added: 3,
      already: 1,
      unmatched: [
        {
          row: 6,
          values: values('Summit Plumbing', { State: 'TX' }),
          reason:
            'Several companies match this name and address; add the MUNS, EIN or ZIP code',
          comment: null,
          suggestions: [
            suggested('Summit Plumbing', 'Austin'),
            suggested('Summit Plumbing', 'Dallas'),
          ],
        },
        {
          row: 7,
          values: values('Nowhere Widgets Inc', {
            Street: '1 Nowhere Rd',
            City: 'Springfield',
            State: 'IL',
            'ZIP Code': '62701',
          }),
          reason: 'No company matches this name and address',
          comment: null,
          suggestions: [],
        },
        {
          row: 8,
          values: values('Evergreen Landscaping'),
          reason: 'Add an address, city, state or ZIP code to match by name',
          comment: null,
          suggestions: [suggested('Evergreen Landscaping', 'Seattle')],
        },
        {
          row: 12,
          values: values('', { FEIN: '99-9999999' }),
          reason: 'No company has this EIN',
          comment: null,
          suggestions: [],
        },
      ],
    });
    const listed = await listOf('pc.broker', 5);
    expect(listed.favorites.map((f) => [f.entity_name, f.comment])).toEqual([
      ['Acme Roofing LLC', 'Met at the spring expo'],
      ['Beacon Dental Group Inc', null],
      ['Delta Bakery Co', 'Owner asked for a quote\r\nin March'],
    ]);
  });

  it('should count companies already favorites when the file comes again', async () => {
    const again = await upload('pc.broker', '5', csv);
    expect(again.json()).toMatchObject({ added: 0, already: 4 });
    expect((await listOf('pc.broker', 5)).count).toBe(3);
  });

  it('should leave out companies outside the permitted states', async () => {
    const response = await upload('eb.broker', '7', csv);
    const result = response.json<FavoritesImportResult>();
    expect(result).toMatchObject({ added: 2, already: 1 });
    expect(result.unmatched.find((u) => u.row === 4)).toEqual({
      row: 4,
      values: expect.objectContaining({
        'Company Name': 'The Delta Bakery Company',
      }),
      reason: 'Outside your permitted states',
      comment: 'Owner asked for a quote\r\nin March',
      suggestions: [],
    });
    expect(
      (await listOf('eb.broker', 7)).favorites.map((f) => f.entity_name),
    ).toEqual(['Acme Roofing LLC', 'Beacon Dental Group Inc']);
  });

  it('should read an XLSX workbook, by MUNS first, with numbers in cells', async () => {
    const content = await xlsxOf([
      ['MUNS', 'Company', 'Zip', 'Comments'],
      [muns('Zephyr Analytics'), 'Not the name on file', null, 'By muns'],
      [null, 'Summit Plumbing', 78701, null],
      ['123', null, null, null],
      [],
      [null, 'Cascade Freight Lines', null, null],
    ]);
    const response = await upload('full.broker', '5', {
      name: 'book of business.xlsx',
      content,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      added: 2,
      already: 0,
      unmatched: [
        {
          row: 4,
          values: { MUNS: '123', Company: '', Zip: '', Comments: '' },
          reason: 'No company has this MUNS',
          comment: null,
          suggestions: [],
        },
        {
          row: 6,
          values: {
            MUNS: '',
            Company: 'Cascade Freight Lines',
            Zip: '',
            Comments: '',
          },
          reason: 'Add an address, city, state or ZIP code to match by name',
          comment: null,
          suggestions: [suggested('Cascade Freight Lines Inc', 'Houston')],
        },
      ],
    });
    const listed = await listOf('full.broker', 5);
    expect(
      listed.favorites.map((f) => [f.entity_name, f.city, f.comment]),
    ).toEqual([
      ['Summit Plumbing', 'Austin', null],
      ['Zephyr Analytics', 'Reno', 'By muns'],
    ]);
  });
});
