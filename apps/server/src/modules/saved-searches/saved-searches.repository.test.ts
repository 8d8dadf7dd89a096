import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/each-dialect';
import { demoUserId, useTestDb } from '../../testing/test-db';
import {
  countSavedSearches,
  deleteUserSavedSearch,
  findIdByNameKey,
  findUserSavedSearch,
  insertSavedSearch,
  listSavedSearches,
  updateUserSavedSearch,
} from './saved-searches.repository';

describeEachDialect('saved-searches repository', (dialect) => {
  // full.broker and ent.admin have no demo saved searches: every row is ours.
  const db = useTestDb(dialect);
  let userId = 0;
  let otherId = 0;
  const row = (
    user: number,
    productCode: number,
    name: string,
    createdAt: string,
  ) => ({
    user_id: user,
    product_code: productCode,
    search_name: name,
    search_name_key: name.toLowerCase(),
    content: '{"webappSearchCriteria":{}}',
    created_at: createdAt,
    updated_at: createdAt,
  });

  beforeAll(async () => {
    userId = await demoUserId(db(), 'full.broker');
    otherId = await demoUserId(db(), 'ent.admin');
    for (const values of [
      row(userId, 5, 'Older', '2030-01-01T10:00:00.000Z'),
      row(userId, 5, 'Newer', '2030-01-02T10:00:00.000Z'),
      row(userId, 5, 'Same time', '2030-01-02T10:00:00.000Z'),
      row(userId, 7, 'Benefits', '2030-01-03T10:00:00.000Z'),
      row(otherId, 5, 'Theirs', '2030-01-04T10:00:00.000Z'),
    ]) {
      await insertSavedSearch(db(), values);
    }
  });

  it("should list one user's saved searches of one module, newest first", async () => {
    const rows = await listSavedSearches(db(), { userId, productCode: 5 });
    expect(rows.map((r) => r.search_name)).toEqual([
      'Same time',
      'Newer',
      'Older',
    ]);
    expect(await countSavedSearches(db(), { userId, productCode: 5 })).toBe(3);
    expect(await countSavedSearches(db(), { userId, productCode: 7 })).toBe(1);
  });

  it('should find a name key only in the same user and module', async () => {
    const scope = { userId, productCode: 5 };
    expect(await findIdByNameKey(db(), scope, 'newer')).toEqual(
      expect.any(Number),
    );
    expect(await findIdByNameKey(db(), scope, 'benefits')).toBeUndefined();
    expect(await findIdByNameKey(db(), scope, 'theirs')).toBeUndefined();
  });

  it('should refuse a second row with the same name key', async () => {
    await expect(
      insertSavedSearch(db(), row(userId, 5, 'OLDER', '2030-02-01T00:00:00Z')),
    ).rejects.toThrow();
    const sameNameElsewhere = await insertSavedSearch(
      db(),
      row(otherId, 7, 'Older', '2030-02-01T00:00:00.000Z'),
    );
    expect(sameNameElsewhere.search_name).toBe('Older');
  });

  it("should not find, change or delete another user's saved search", async () => {
    const [theirs] = await listSavedSearches(db(), {
      userId: otherId,
      productCode: 5,
    });
    expect(await findUserSavedSearch(db(), userId, theirs!.id)).toBeUndefined();
    expect(
      await updateUserSavedSearch(db(), userId, theirs!.id, {
        search_name: 'Mine now',
      }),
    ).toBeUndefined();
    expect(await deleteUserSavedSearch(db(), userId, theirs!.id)).toBe(false);
    expect(await findUserSavedSearch(db(), otherId, theirs!.id)).toMatchObject({
      search_name: 'Theirs',
    });
  });

  it("should change and delete the user's own saved search", async () => {
    const [own] = await listSavedSearches(db(), { userId, productCode: 7 });
    const changed = await updateUserSavedSearch(db(), userId, own!.id, {
      search_name: 'Renamed',
      search_name_key: 'renamed',
      updated_at: '2030-03-01T00:00:00.000Z',
    });
    expect(changed).toMatchObject({
      search_name: 'Renamed',
      created_at: '2030-01-03T10:00:00.000Z',
      updated_at: '2030-03-01T00:00:00.000Z',
    });
    expect(await deleteUserSavedSearch(db(), userId, own!.id)).toBe(true);
    expect(await findUserSavedSearch(db(), userId, own!.id)).toBeUndefined();
  });
});
