import { ERROR_TEXTS, type AlertSubscription } from '@edge/contracts';
import { describe, expect, it } from 'vitest';
import { useAlertsApp } from '../../testing/alerts-app';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import { importFixture, multipartBody } from '../../testing/favorites-import';

const PATH = '/api/v1/alerts/subscriptions';

describeEachDialect('favorites subscriptions', (dialect) => {
  const ctx = useAlertsApp(dialect);
  const list = async (username: string, query: string) => {
    const response = await ctx.as(username, 'GET', `${PATH}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: AlertSubscription[] }>().items;
  };
  const put = (username: string, id: number, payload: object) =>
    ctx.as(username, 'PUT', `${PATH}/${id}`, payload);
  const error = (
    method: string,
    path: string,
    statusCode: number,
    message: string,
    extraData: Record<string, unknown>,
  ) => ({ statusCode, message, extraData, method, path });

  describe('GET /api/v1/alerts/subscriptions', () => {
    it("should subscribe a new favorite's company to every type of its module", async () => {
      const acme = ctx.muns('Acme Roofing LLC');
      const favoriteId = await ctx.favor('full.broker', 5, acme);
      const beacon = await ctx.favor(
        'full.broker',
        7,
        ctx.muns('Beacon Dental Group Inc'),
      );
      const pc = await list('full.broker', 'application=PC');
      expect(pc).toEqual([
        {
          id: expect.any(Number),
          kind: 'favorite',
          application: 'PC',
          favorite_id: favoriteId,
          saved_search_id: null,
          muns: acme,
          name: 'Acme Roofing LLC',
          enabled: true,
          event_types: null,
          started_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      ]);
      const eb = await list(
        'full.broker',
        `application=EB&favorite_id=${beacon}`,
      );
      expect(eb).toMatchObject([
        { kind: 'favorite', application: 'EB', favorite_id: beacon },
      ]);
      expect(
        await list('full.broker', `application=EB&favorite_id=${favoriteId}`),
      ).toEqual([]);
      expect(await list('pc.broker', 'application=PC')).toEqual([]);
    });

    it('should subscribe the favorites an import adds', async () => {
      const body = await multipartBody(
        { productCode: '5' },
        { name: 'favorites.csv', content: importFixture('favorites.csv') },
      );
      const response = await ctx.t().app.inject({
        method: 'POST',
        url: '/api/v1/favorites/import',
        ...body,
        headers: {
          ...body.headers,
          cookie: await ctx.t().login('ent.admin'),
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      const { added } = response.json<{ added: number }>();
      expect(added).toBe(3);
      const items = await list('ent.admin', 'application=PC');
      expect(items).toHaveLength(added);
      expect(items.every((i) => i.kind === 'favorite' && i.enabled)).toBe(true);
    });

    it('should delete the subscription with its favorite', async () => {
      const favoriteId = await ctx.favor(
        'pc.broker',
        5,
        ctx.muns('Delta Bakery Co'),
      );
      expect(await list('pc.broker', 'application=PC')).toHaveLength(1);
      const removed = await ctx.as(
        'pc.broker',
        'DELETE',
        `/api/v1/favorites/5/${favoriteId}`,
      );
      expect(removed.statusCode).toBe(204);
      expect(await list('pc.broker', 'application=PC')).toEqual([]);
    });

    it('should answer 403 for an application without its product and 400 without one', async () => {
      expectAppError(
        await ctx.as('pc.broker', 'GET', `${PATH}?application=EB`),
        error('GET', PATH, 403, ERROR_TEXTS.FORBIDDEN, { code: 'FORBIDDEN' }),
      );
      const response = await ctx.as('pc.broker', 'GET', PATH);
      expect(response.statusCode).toBe(400);
      expect(response.json().extraData.fields).toHaveProperty('application');
    });
  });

  describe('PUT /api/v1/alerts/subscriptions/:id', () => {
    const acmeSubscription = async () =>
      (await list('full.broker', 'application=PC'))[0]!;

    it('should switch alerts off and on, and pick types', async () => {
      const { id, started_at } = await acmeSubscription();
      const off = await put('full.broker', id, {
        enabled: false,
        event_types: null,
      });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json()).toMatchObject({ id, enabled: false, started_at });
      const on = await put('full.broker', id, {
        enabled: true,
        event_types: ['osha_violation', 'osha_inspection', 'osha_violation'],
      });
      expect(on.json()).toMatchObject({
        id,
        enabled: true,
        event_types: ['osha_violation', 'osha_inspection'],
      });
      // Switched back on: events from then on.
      expect(on.json().started_at > started_at).toBe(true);
      expect(await acmeSubscription()).toEqual(on.json());
    });

    it('should answer 400 for a type of the other module or none', async () => {
      const { id } = await acmeSubscription();
      const path = `${PATH}/${id}`;
      expectAppError(
        await put('full.broker', id, {
          enabled: true,
          event_types: ['osha_inspection', 'new_filing'],
        }),
        error('PUT', path, 400, ERROR_TEXTS.VALIDATION, {
          code: 'VALIDATION',
          fields: {
            event_types: 'Not an event type of this module: new_filing.',
          },
        }),
      );
      expectAppError(
        await put('full.broker', id, { enabled: true, event_types: [] }),
        error('PUT', path, 400, ERROR_TEXTS.VALIDATION, {
          code: 'VALIDATION',
          fields: {
            event_types:
              'Choose at least one event type, or switch the alerts off.',
          },
        }),
      );
    });

    it("should answer 404 for another user's subscription on PUT and DELETE", async () => {
      const { id } = await acmeSubscription();
      const notFound = (method: string) =>
        error(method, `${PATH}/${id}`, 404, 'Subscription not found.', {
          code: 'SUBSCRIPTION_NOT_FOUND',
        });
      expectAppError(
        await put('pc.broker', id, { enabled: false, event_types: null }),
        notFound('PUT'),
      );
      expectAppError(
        await ctx.as('pc.broker', 'DELETE', `${PATH}/${id}`),
        notFound('DELETE'),
      );
      expect((await acmeSubscription()).enabled).toBe(true);
    });

    it("should not delete a favorite's subscription", async () => {
      const { id } = await acmeSubscription();
      expectAppError(
        await ctx.as('full.broker', 'DELETE', `${PATH}/${id}`),
        error(
          'DELETE',
          `${PATH}/${id}`,
          400,
          "A favorite's alerts cannot be deleted: switch them off instead, or remove the company from your favorites.",
          { code: 'FAVORITE_SUBSCRIPTION_KEPT' },
        ),
      );
      expect(await list('full.broker', 'application=PC')).toHaveLength(1);
    });
  });
});
