import type { FavoriteList, FavoritesImportResult } from '@edge/contracts';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/each-dialect';
import {
  ingestProspects,
  type ProspectMuns,
} from '../../testing/prospect-companies';
import { useTestApp } from '../../testing/test-app';
import { multipartBody } from '../../testing/favorites-import';

// Rows whose name is spelled a little differently from the company's: the
// import offers the closest companies of the user's states to confirm.
const FILE = [
  'Company Name,City,State,ZIP Code,Notes',
  'Evergreen Landscapeing,,WA,,Call in May',
  'Beecon Dental Group,,,97201,',
  'Cascade Frieght Lines,,TX,,',
  'Quantum Widgets,,CA,,',
].join('\n');

describeEachDialect('Favorites import suggestions', (dialect) => {
  const ctx = useTestApp(dialect);
  let muns: ProspectMuns;
  beforeAll(async () => {
    muns = await ingestProspects(ctx());
  }, 60_000);

  const upload = async (username: string, productCode: string) => {
    const body = await multipartBody(
      { productCode },
      { name: 'clients.csv', content: Buffer.from(FILE) },
    );
    const response = await ctx().injectAs(username, {
      method: 'POST',
      url: '/api/v1/favorites/import',
      ...body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<FavoritesImportResult>();
  };
  const offered = (result: FavoritesImportResult) =>
    result.unmatched.map((u) => [
      u.row,
      u.suggestions.map((s) => [s.entity_name, s.state]),
    ]);

  it('should offer the companies closest by name for rows without a match', async () => {
    const result = await upload('pc.broker', '5');
    expect(result.added).toBe(0);
    expect(offered(result)).toEqual([
      [2, [['Evergreen Landscaping', 'WA']]],
      // A misspelt start of the name: found by its ZIP code.
      [3, [['Beacon Dental Group Inc', 'OR']]],
      [4, [['Cascade Freight Lines Inc', 'TX']]],
      [5, []],
    ]);
    expect(result.unmatched[0]).toMatchObject({
      comment: 'Call in May',
      suggestions: [
        {
          muns: muns('Evergreen Landscaping'),
          address: '500 Cedar Blvd',
          city: 'Seattle',
          zip: '98101',
        },
      ],
    });
  });

  it('should offer only companies in the permitted states of the module', async () => {
    // eb.broker holds H-W in CA, OR, WA and NV: not the Texas company.
    const result = await upload('eb.broker', '7');
    expect(offered(result)).toEqual([
      [2, [['Evergreen Landscaping', 'WA']]],
      [3, [['Beacon Dental Group Inc', 'OR']]],
      [4, []],
      [5, []],
    ]);
  });

  it('should add a confirmed suggestion and refuse one outside the states', async () => {
    const result = await upload('eb.broker', '7');
    const [chosen] = result.unmatched[0]!.suggestions;
    const add = (username: string, code: number, body: unknown) =>
      ctx().injectAs(username, {
        method: 'POST',
        url: `/api/v1/favorites/${code}`,
        payload: body as Record<string, unknown>,
      });
    const added = await add('eb.broker', 7, {
      muns: chosen!.muns,
      comment: result.unmatched[0]!.comment,
    });
    expect(added.statusCode, added.body).toBe(201);
    const list = await ctx().injectAs('eb.broker', {
      url: '/api/v1/favorites/7',
    });
    expect(
      list
        .json<FavoriteList>()
        .favorites.map((f) => [f.entity_name, f.comment]),
    ).toEqual([['Evergreen Landscaping', 'Call in May']]);
    // A company the import never offers this user is refused all the same.
    const texas = await add('eb.broker', 7, {
      muns: muns('Cascade Freight Lines Inc'),
    });
    expect(texas.statusCode).toBe(403);
    const malformed = await add('eb.broker', 7, { muns: 'no such id!' });
    expect(malformed.statusCode).toBe(400);
  });
});
