import { beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { describeEachDialect } from '../../testing/each-dialect';
import { demoUserId, useTestDb } from '../../testing/test-db';
import {
  countFavorites,
  deleteUserFavorite,
  findFavoriteByMuns,
  findFavoritesOf,
  findUserFavorite,
  insertFavorite,
  insertFavorites,
  listFavorites,
  updateFavoriteComment,
  type FavoritePage,
} from './favorites.repository';
import type { FavoriteCompany } from './favorites.table';
import {
  companiesByEin,
  companiesByMuns,
  companiesByNameKey,
} from './import-companies.repository';

type CompanyRow = FavoriteCompany & {
  source_dataset: string;
  created_file_id: number;
  updated_file_id: number;
};

const company = (
  muns: string,
  name: string,
  city: string | null,
  state: string,
): CompanyRow => ({
  muns,
  name,
  name_key: name.toUpperCase(),
  address: `${muns} Main St`,
  city,
  state,
  zip: null,
  ein: muns.padStart(9, '0'),
  source_dataset: 'firmographics',
  created_file_id: 1,
  updated_file_id: 1,
});

const COMPANIES = [
  company('101', 'bravo works', 'Austin', 'TX'),
  company('102', 'Alpha Works', null, 'CA'),
  company('103', 'Charlie Works', 'Boise', 'ID'),
  company('104', 'Delta Works', 'Albany', 'NY'),
];

async function insertCompanies(db: Db, rows: CompanyRow[]) {
  await db.insertInto('companies').values(rows).execute();
}

describeEachDialect('favorites repository', (dialect) => {
  const db = useTestDb(dialect);
  let userId = 0;
  let otherId = 0;
  const scope = () => ({ userId, productCode: 5 });
  const row = (user: number, muns: string, minute: number, code = 5) => ({
    user_id: user,
    product_code: code,
    muns,
    comment: null,
    created_at: `2030-01-01T10:0${minute}:00.000Z`,
    updated_at: `2030-01-01T10:0${minute}:00.000Z`,
  });
  const page = (sort: FavoritePage['sort'], direction: 'asc' | 'desc') => ({
    sort,
    direction,
    offset: 0,
    limit: 10,
  });
  const ALL = ['TX', 'CA', 'ID', 'NY'];

  beforeAll(async () => {
    userId = await demoUserId(db(), 'full.broker');
    otherId = await demoUserId(db(), 'ent.admin');
    await insertCompanies(db(), COMPANIES);
    for (const [i, muns] of ['101', '102', '103', '104'].entries()) {
      await insertFavorite(db(), row(userId, muns, i));
    }
    await insertFavorite(db(), row(userId, '101', 5, 7));
    await insertFavorite(db(), row(otherId, '103', 6));
  });

  const listed = async (sort: FavoritePage['sort'], dir: 'asc' | 'desc') =>
    (await listFavorites(db(), scope(), ALL, page(sort, dir))).map(
      (f) => f.muns,
    );

  it('should sort by name without case, and by city with empty cities last both ways', async () => {
    expect(await listed('name', 'asc')).toEqual(['102', '101', '103', '104']);
    expect(await listed('city', 'asc')).toEqual(['104', '101', '103', '102']);
    expect(await listed('city', 'desc')).toEqual(['103', '101', '104', '102']);
    expect(await listed('created_at', 'desc')).toEqual([
      '104',
      '103',
      '102',
      '101',
    ]);
  });

  it('should list, page and count only the states given', async () => {
    const rows = await listFavorites(db(), scope(), ['TX', 'NY'], {
      ...page('state', 'asc'),
      limit: 1,
      offset: 1,
    });
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        muns: '101',
        name: 'bravo works',
        city: 'Austin',
        state: 'TX',
        comment: null,
        created_at: '2030-01-01T10:00:00.000Z',
      },
    ]);
    expect(await countFavorites(db(), scope(), ['TX', 'NY'])).toBe(2);
    expect(await countFavorites(db(), scope(), [])).toBe(0);
    expect(await countFavorites(db(), { userId, productCode: 7 }, ALL)).toBe(1);
  });

  it('should skip a company already a favorite, one at a time or many', async () => {
    expect(await insertFavorite(db(), row(userId, '101', 9))).toBeUndefined();
    const added = await insertFavorites(db(), [
      row(userId, '101', 9),
      row(userId, '999', 9),
    ]);
    expect(added).toEqual([
      { id: expect.any(Number), user_id: userId, product_code: 5, muns: '999' },
    ]);
    const found = await findFavoritesOf(db(), scope(), ['999', '101', '555']);
    expect(found.map((f) => f.muns).sort()).toEqual(['101', '999']);
  });

  it("should not find, change or delete another user's favorite", async () => {
    const theirs = await findFavoriteByMuns(
      db(),
      { userId: otherId, productCode: 5 },
      '103',
    );
    expect(await findUserFavorite(db(), scope(), theirs!.id)).toBeUndefined();
    const changes = { comment: 'Mine', updated_at: '2030-02-01T00:00:00Z' };
    expect(
      await updateFavoriteComment(db(), scope(), theirs!.id, changes),
    ).toBeUndefined();
    expect(await deleteUserFavorite(db(), scope(), theirs!.id)).toBe(false);
    expect(
      await findFavoritesOf(db(), { userId: otherId, productCode: 5 }, ['103']),
    ).toHaveLength(1);
  });

  it("should change and delete the user's own favorite in its module only", async () => {
    const own = await findFavoriteByMuns(db(), scope(), '102');
    const changed = await updateFavoriteComment(db(), scope(), own!.id, {
      comment: 'Renewal in June',
      updated_at: '2030-03-01T00:00:00.000Z',
    });
    expect(changed).toMatchObject({
      comment: 'Renewal in June',
      created_at: '2030-01-01T10:01:00.000Z',
    });
    const otherModule = { userId, productCode: 7 };
    expect(await deleteUserFavorite(db(), otherModule, own!.id)).toBe(false);
    expect(await deleteUserFavorite(db(), scope(), own!.id)).toBe(true);
    expect(await findUserFavorite(db(), scope(), own!.id)).toBeUndefined();
  });

  it('should find companies by muns, EIN and name key past one chunk of values', async () => {
    const many = Array.from({ length: 1200 }, (_, i) => String(5000 + i));
    await insertCompanies(
      db(),
      many.map((muns) => company(muns, `Bulk ${muns}`, 'Reno', 'NV')),
    );
    expect(await companiesByMuns(db(), [...many, '101'])).toHaveLength(1201);
    const eins = (await companiesByEin(db(), ['000000101', '000005999'])).map(
      (c) => c.muns,
    );
    expect(eins).toEqual(['101', '5999']);
    expect(await companiesByNameKey(db(), ['ALPHA WORKS', 'NO SUCH'])).toEqual([
      {
        muns: '102',
        name: 'Alpha Works',
        name_key: 'ALPHA WORKS',
        address: '102 Main St',
        city: null,
        state: 'CA',
        zip: null,
        ein: '000000102',
      },
    ]);
  });
});
