import { ERROR_TEXTS } from '@edge/contracts';
import { describe, expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import { demoUserId } from '../../testing/test-db';
import { useTestApp } from '../../testing/test-app';
import { insertSavedSearch } from './saved-searches.repository';

const one = (id: number | string) => `/api/v1/searches/${id}`;
const NOT_FOUND = {
  statusCode: 404,
  message: 'Saved search not found.',
  extraData: { code: 'SAVED_SEARCH_NOT_FOUND' },
};

interface Listed {
  id: number;
  searchName: string;
  malformed: boolean;
  content: { webappSearchCriteria: unknown };
}

describeEachDialect('PUT and DELETE /api/v1/searches/:id', (dialect) => {
  const ctx = useTestApp(dialect);
  const listOf = async (username: string, productCode = 5) =>
    (
      await ctx().injectAs(username, {
        url: `/api/v1/searches/all/${productCode}`,
      })
    ).json().saved_searches as Listed[];
  const named = async (username: string, name: string) =>
    (await listOf(username)).find((s) => s.searchName === name)!;
  const put = (username: string, id: number | string, payload: object) =>
    ctx().injectAs(username, { method: 'PUT', url: one(id), payload });
  const del = (username: string, id: number) =>
    ctx().injectAs(username, { method: 'DELETE', url: one(id) });
  const saveAs = async (username: string, searchName: string) =>
    (
      await ctx().injectAs(username, {
        method: 'POST',
        url: '/api/v1/searches/save',
        payload: {
          searchName,
          record_id: 5,
          content: { webappSearchCriteria: { locationSearch: {} } },
        },
      })
    ).json() as Listed;

  describe('PUT', () => {
    it('should rename and keep the criteria', async () => {
      const saved = await saveAs('full.broker', 'Before');
      const response = await put('full.broker', saved.id, {
        searchName: '  After ',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ...saved, searchName: 'After' });
      expect(await named('full.broker', 'After')).toEqual(response.json());
    });

    it('should replace the criteria exactly as sent, and both at once', async () => {
      const saved = await saveAs('full.broker', 'Criteria');
      const criteria = { termsSearch: { name: 'roofing' } };
      const replaced = await put('full.broker', saved.id, {
        content: { webappSearchCriteria: criteria },
      });
      expect(replaced.json()).toEqual({
        ...saved,
        content: { webappSearchCriteria: criteria },
      });
      const both = await put('full.broker', saved.id, {
        searchName: 'Roofers',
        content: { webappSearchCriteria: {} },
      });
      expect(both.json()).toMatchObject({
        searchName: 'Roofers',
        content: { webappSearchCriteria: {} },
      });
    });

    it("should allow a change of case to the search's own name but not another's name", async () => {
      const first = await saveAs('full.broker', 'Taken name');
      const second = await saveAs('full.broker', 'Free name');
      expect(
        (await put('full.broker', first.id, { searchName: 'TAKEN NAME' }))
          .statusCode,
      ).toBe(200);
      const message =
        'You already have a saved search with this name. Choose another name.';
      expectAppError(
        await put('full.broker', second.id, { searchName: 'taken name' }),
        {
          statusCode: 400,
          message,
          extraData: {
            code: 'SAVED_SEARCH_NAME_TAKEN',
            fields: { searchName: message },
          },
          method: 'PUT',
          path: one(second.id),
        },
      );
    });

    it('should rename a malformed search and replace its criteria', async () => {
      const old = await named('pc.broker', 'Old search (needs review)');
      const renamed = await put('pc.broker', old.id, {
        searchName: 'Old search, renamed',
      });
      expect(renamed.json()).toEqual({
        ...old,
        searchName: 'Old search, renamed',
      });
      const fixed = await put('pc.broker', old.id, {
        content: {
          webappSearchCriteria: { locationSearch: { states: ['TX'] } },
        },
      });
      expect(fixed.json()).toMatchObject({ id: old.id, malformed: false });
    });

    it('should answer 400 naming the fields of invalid criteria and keep the stored ones', async () => {
      const saved = await saveAs('full.broker', 'Keep me');
      expectAppError(
        await put('full.broker', saved.id, {
          content: { webappSearchCriteria: { hazardSearch: { flood: 9 } } },
        }),
        {
          statusCode: 400,
          message: ERROR_TEXTS.VALIDATION,
          extraData: {
            code: 'VALIDATION',
            fields: {
              'content.webappSearchCriteria.hazardSearch.flood':
                expect.any(String),
            },
          },
          method: 'PUT',
          path: one(saved.id),
        },
      );
      expect(await named('full.broker', 'Keep me')).toEqual(saved);
      const empty = await put('full.broker', saved.id, {});
      expect(empty.json().extraData.fields).toEqual({
        body: 'Send a new searchName, new content, or both.',
      });
      const badId = await put('full.broker', 'abc', { searchName: 'x' });
      expect(Object.keys(badId.json().extraData.fields)).toEqual(['id']);
    });

    it("should answer 404 for another user's search and a missing one, and change nothing", async () => {
      const theirs = await named(
        'pc.broker',
        'Trucking fleets with OSHA violations',
      );
      for (const id of [theirs.id, 999_999]) {
        expectAppError(await put('full.broker', id, { searchName: 'Mine' }), {
          ...NOT_FOUND,
          method: 'PUT',
          path: one(id),
        });
      }
      expect(
        await named('pc.broker', 'Trucking fleets with OSHA violations'),
      ).toEqual(theirs);
    });
  });

  describe('DELETE', () => {
    it("should delete the user's own search, then answer 404", async () => {
      const saved = await saveAs('full.broker', 'Delete me');
      const response = await del('full.broker', saved.id);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(
        (await listOf('full.broker')).map((s) => s.searchName),
      ).not.toContain('Delete me');
      expectAppError(await del('full.broker', saved.id), {
        ...NOT_FOUND,
        method: 'DELETE',
        path: one(saved.id),
      });
    });

    it("should answer 404 for another user's search and keep it", async () => {
      const [theirs] = await listOf('eb.broker', 7);
      expectAppError(await del('full.broker', theirs!.id), {
        ...NOT_FOUND,
        method: 'DELETE',
        path: one(theirs!.id),
      });
      expect(await listOf('eb.broker', 7)).toEqual([theirs]);
    });
  });

  it('should answer 403 for an own search of a module the user no longer holds', async () => {
    const at = new Date().toISOString();
    const row = await insertSavedSearch(ctx().db, {
      user_id: await demoUserId(ctx().db, 'pc.broker'),
      product_code: 7,
      search_name: 'From a benefits trial',
      search_name_key: 'from a benefits trial',
      content: '{"webappSearchCriteria":{}}',
      created_at: at,
      updated_at: at,
    });
    const forbidden = {
      statusCode: 403,
      message: ERROR_TEXTS.FORBIDDEN,
      extraData: { code: 'FORBIDDEN' },
      path: one(row.id),
    };
    expectAppError(await put('pc.broker', row.id, { searchName: 'x' }), {
      ...forbidden,
      method: 'PUT',
    });
    expectAppError(await del('pc.broker', row.id), {
      ...forbidden,
      method: 'DELETE',
    });
  });

  it('should answer 401 without a session', async () => {
    const { app } = ctx();
    const putResponse = await app.inject({
      method: 'PUT',
      url: one(1),
      payload: { searchName: 'x' },
    });
    const deleteResponse = await app.inject({ method: 'DELETE', url: one(1) });
    expect([putResponse.statusCode, deleteResponse.statusCode]).toEqual([
      401, 401,
    ]);
  });
});
