import { ERROR_TEXTS, type Favorite } from '@edge/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import {
  ingestProspects,
  type ProspectMuns,
} from '../../testing/prospect-companies';
import { demoUserId } from '../../testing/test-db';
import { useTestApp } from '../../testing/test-app';
import { insertFavorite } from './favorites.repository';

const one = (code: number, id: number | string) =>
  `/api/v1/favorites/${code}/${id}`;
const NOT_FOUND = {
  statusCode: 404,
  message: 'Favorite not found.',
  extraData: { code: 'FAVORITE_NOT_FOUND' },
};

describeEachDialect(
  'PUT and DELETE /api/v1/favorites/:productCode/:id',
  (dialect) => {
    const ctx = useTestApp(dialect);
    let muns: ProspectMuns;
    beforeAll(async () => {
      muns = await ingestProspects(ctx());
    }, 60_000);

    const add = async (username: string, code: number, name: string) =>
      (
        await ctx().injectAs(username, {
          method: 'POST',
          url: `/api/v1/favorites/${code}`,
          payload: { muns: muns(name), comment: 'First call' },
        })
      ).json<Favorite>();
    const put = (
      username: string,
      code: number,
      id: number | string,
      comment: unknown,
    ) =>
      ctx().injectAs(username, {
        method: 'PUT',
        url: one(code, id),
        payload: { comment },
      });
    const del = (username: string, code: number, id: number) =>
      ctx().injectAs(username, { method: 'DELETE', url: one(code, id) });
    const listOf = async (username: string, code = 5) =>
      (
        await ctx().injectAs(username, { url: `/api/v1/favorites/${code}` })
      ).json<{ favorites: Favorite[] }>().favorites;

    describe('PUT', () => {
      it('should change the comment, and clear it when blank', async () => {
        const favorite = await add('pc.broker', 5, 'Delta Bakery Co');
        const changed = await put(
          'pc.broker',
          5,
          favorite.id,
          ' Renews in June ',
        );
        expect(changed.statusCode).toBe(200);
        expect(changed.json()).toEqual({
          ...favorite,
          comment: 'Renews in June',
        });
        expect(await listOf('pc.broker')).toContainEqual(changed.json());
        const cleared = await put('pc.broker', 5, favorite.id, '   ');
        expect(cleared.json()).toEqual({ ...favorite, comment: null });
      });

      it('should answer 400 for a comment that is too long or missing', async () => {
        const favorite = await add('pc.broker', 5, 'Acme Roofing LLC');
        expectAppError(
          await put('pc.broker', 5, favorite.id, 'x'.repeat(1001)),
          {
            statusCode: 400,
            message: ERROR_TEXTS.VALIDATION,
            extraData: {
              code: 'VALIDATION',
              fields: { comment: 'A comment has at most 1,000 characters.' },
            },
            method: 'PUT',
            path: one(5, favorite.id),
          },
        );
        const missing = await put('pc.broker', 5, 'abc', undefined);
        expect(Object.keys(missing.json().extraData.fields).sort()).toEqual([
          'id',
        ]);
      });

      it("should answer 404 for another user's favorite, another module's and a missing one, and change nothing", async () => {
        const theirs = await add('full.broker', 5, 'Zephyr Analytics');
        for (const [code, id] of [
          [5, theirs.id],
          [5, 999_999],
        ] as const) {
          expectAppError(await put('pc.broker', code, id, 'Mine'), {
            ...NOT_FOUND,
            method: 'PUT',
            path: one(code, id),
          });
        }
        expectAppError(await put('full.broker', 7, theirs.id, 'Other module'), {
          ...NOT_FOUND,
          method: 'PUT',
          path: one(7, theirs.id),
        });
        expect(await listOf('full.broker')).toEqual([theirs]);
      });
    });

    describe('DELETE', () => {
      it('should remove the favorite, then answer 404', async () => {
        const favorite = await add('pc.broker', 5, 'Beacon Dental Group Inc');
        const response = await del('pc.broker', 5, favorite.id);
        expect(response.statusCode).toBe(204);
        expect(response.body).toBe('');
        expect((await listOf('pc.broker')).map((f) => f.id)).not.toContain(
          favorite.id,
        );
        expectAppError(await del('pc.broker', 5, favorite.id), {
          ...NOT_FOUND,
          method: 'DELETE',
          path: one(5, favorite.id),
        });
      });

      it("should answer 404 for another user's favorite and keep it", async () => {
        const theirs = await add('eb.broker', 7, 'Evergreen Landscaping');
        expectAppError(await del('full.broker', 7, theirs.id), {
          ...NOT_FOUND,
          method: 'DELETE',
          path: one(7, theirs.id),
        });
        expect(await listOf('eb.broker', 7)).toEqual([theirs]);
      });
    });

    it('should refuse a new comment for a company now outside the states, but remove it', async () => {
      const at = new Date().toISOString();
      const row = await insertFavorite(ctx().db, {
        user_id: await demoUserId(ctx().db, 'territory.broker'),
        product_code: 5,
        muns: muns('Acme Roofing LLC'),
        comment: null,
        created_at: at,
        updated_at: at,
      });
      expectAppError(await put('territory.broker', 5, row!.id, 'x'), {
        statusCode: 403,
        message: 'This company is outside the states your subscription covers.',
        extraData: { code: 'COMPANY_OUTSIDE_STATES' },
        method: 'PUT',
        path: one(5, row!.id),
      });
      expect((await del('territory.broker', 5, row!.id)).statusCode).toBe(204);
    });

    it('should answer 403 for a product the user does not hold', async () => {
      const forbidden = {
        statusCode: 403,
        message: ERROR_TEXTS.FORBIDDEN,
        extraData: { code: 'FORBIDDEN' },
        path: one(7, 1),
      };
      expectAppError(await put('pc.broker', 7, 1, 'x'), {
        ...forbidden,
        method: 'PUT',
      });
      expectAppError(await del('pc.broker', 7, 1), {
        ...forbidden,
        method: 'DELETE',
      });
    });

    it('should answer 401 without a session', async () => {
      const { app } = ctx();
      const responses = await Promise.all([
        app.inject({ method: 'PUT', url: one(5, 1), payload: { comment: '' } }),
        app.inject({ method: 'DELETE', url: one(5, 1) }),
      ]);
      expect(responses.map((r) => r.statusCode)).toEqual([401, 401]);
    });
  },
);
