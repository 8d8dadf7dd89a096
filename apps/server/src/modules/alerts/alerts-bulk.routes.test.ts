import { ERROR_TEXTS } from '@edge/contracts';
import { describe, expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import { useTestApp } from '../../testing/test-app';

const SEARCH = '/api/events/alerts/search';

describeEachDialect('alert deletion and event types', (dialect) => {
  const ctx = useTestApp(dialect);
  const search = (username: string, payload: object) =>
    ctx().injectAs(username, { method: 'POST', url: SEARCH, payload });
  const bulkDelete = (username: string, ids: number[]) =>
    ctx().injectAs(username, {
      method: 'DELETE',
      url: '/api/events/alerts/bulk',
      payload: { ids },
    });

  describe('DELETE /api/events/alerts/bulk', () => {
    it("should delete the user's own alerts and not another user's", async () => {
      const own = (
        await search('full.broker', { application: 'PC', limit: 2 })
      ).json().items;
      const others = (
        await search('pc.broker', { application: 'PC', limit: 250 })
      ).json().items;
      const ids = [...own, ...others].map((i: { id: number }) => i.id);
      const response = await bulkDelete('full.broker', ids);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ deleted: 2 });
      expect(
        (await search('full.broker', { application: 'PC', limit: 0 })).json()
          .hits,
      ).toBe(10);
      expect(
        (await search('pc.broker', { application: 'PC', limit: 0 })).json()
          .hits,
      ).toBe(3);
    });

    it("should delete nothing when every id is another user's", async () => {
      const others = (
        await search('ent.admin', { application: 'PC', limit: 5 })
      ).json().items;
      const response = await bulkDelete(
        'pc.broker',
        others.map((i: { id: number }) => i.id),
      );
      expect(response.json()).toEqual({ deleted: 0 });
      expect(
        (await search('ent.admin', { application: 'PC', limit: 0 })).json()
          .hits,
      ).toBe(120);
    });

    it('should answer 400 for an empty id list', async () => {
      const response = await bulkDelete('pc.broker', []);
      expectAppError(response, {
        statusCode: 400,
        message: ERROR_TEXTS.VALIDATION,
        extraData: { code: 'VALIDATION', fields: { ids: expect.any(String) } },
        method: 'DELETE',
        path: '/api/events/alerts/bulk',
      });
    });
  });

  it('should answer 401 to a bulk delete without a session', async () => {
    const response = await ctx().app.inject({
      method: 'DELETE',
      url: '/api/events/alerts/bulk',
      payload: { ids: [1] },
    });
    expect(response.statusCode).toBe(401);
  });

  describe('POST /api/events/event-types/search', () => {
    it('should answer the types present, reminders first for PC', async () => {
      const { app, login } = ctx();
      const cookie = await login('ent.admin');
      const response = await app.inject({
        method: 'POST',
        url: '/api/events/event-types/search',
        payload: { application: 'PC' },
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      const { event_types } = response.json();
      expect(event_types[0]).toEqual({
        type: 'bta_renewal_reminder',
        label: 'BTA Renewal Reminder',
      });
      expect(event_types.length).toBeGreaterThan(3);
    });

    it('should answer an empty list to a user without alerts and 403 without the product', async () => {
      const { app, login } = ctx();
      const cookie = await login('eb.broker');
      const eb = await app.inject({
        method: 'POST',
        url: '/api/events/event-types/search',
        payload: { application: 'EB' },
        headers: { cookie },
      });
      expect(
        eb
          .json()
          .event_types.map((t: { type: string }) => t.type)
          .sort(),
      ).toEqual(['bta_renewal_reminder', 'new_filing']);
      const pc = await app.inject({
        method: 'POST',
        url: '/api/events/event-types/search',
        payload: { application: 'PC' },
        headers: { cookie },
      });
      expectAppError(pc, {
        statusCode: 403,
        message: ERROR_TEXTS.FORBIDDEN,
        extraData: { code: 'FORBIDDEN' },
        method: 'POST',
        path: '/api/events/event-types/search',
      });
      const agency = await login('agency.user');
      const none = await app.inject({
        method: 'POST',
        url: '/api/events/event-types/search',
        payload: { application: 'PC' },
        headers: { cookie: agency },
      });
      expect(none.json()).toEqual({ event_types: [] });
    });
  });
});
