import {
  ALERT_BULK_LIMIT,
  APPLICATION_EVENT_TYPES,
  ERROR_TEXTS,
} from '@edge/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAlertsApp } from '../../testing/alerts-app';
import { expectAppError } from '../../testing/app-error';
import { insertCompanyEvents } from '../../testing/company-events';
import { describeEachDialect } from '../../testing/each-dialect';

const BULK = '/api/events/alerts/bulk';
const CHECKED = '/api/events/alerts/checked';
const TYPES = '/api/events/event-types/search';

describeEachDialect('alert deletion, reading and event types', (dialect) => {
  const ctx = useAlertsApp(dialect);
  const idsOf = async (username: string) =>
    (await ctx.search(username, { application: 'PC', limit: 250 })).items.map(
      (item) => item.id,
    );
  const hits = async (username: string, filter: object = {}) =>
    (await ctx.search(username, { application: 'PC', limit: 0, ...filter }))
      .hits;

  // The same ten events of Acme reach pc.broker and full.broker.
  beforeAll(async () => {
    const acme = ctx.muns('Acme Roofing LLC');
    await ctx.favor('pc.broker', 5, acme);
    await ctx.favor('full.broker', 5, acme);
    await insertCompanyEvents(
      ctx.t().db,
      Array.from({ length: 10 }, () => ({
        muns: acme,
        type: 'osha_inspection',
      })),
    );
    await ctx.deliver();
  }, 60_000);

  describe('POST /api/events/alerts/checked', () => {
    it("should mark the user's own alerts read, then unread, and not another user's", async () => {
      const own = (await idsOf('pc.broker')).slice(0, 3);
      const theirs = (await idsOf('full.broker')).slice(0, 2);
      const mark = (ids: number[], checked: boolean) =>
        ctx.as('pc.broker', 'POST', CHECKED, { ids, checked });
      const marked = await mark([...own, ...theirs], true);
      expect(marked.statusCode).toBe(200);
      expect(marked.json()).toEqual({ updated: 3 });
      expect(await hits('pc.broker', { checked: true })).toBe(3);
      expect(await hits('pc.broker', { checked: false })).toBe(7);
      expect(await hits('full.broker', { checked: true })).toBe(0);
      const listed = await ctx.search('pc.broker', {
        application: 'PC',
        limit: 250,
        checked: true,
      });
      expect(listed.items.map((i) => [i.id, i.checked]).sort()).toEqual(
        own.map((id) => [id, true]).sort(),
      );
      expect((await mark(own.slice(0, 1), false)).json()).toEqual({
        updated: 1,
      });
      expect(await hits('pc.broker', { checked: true })).toBe(2);
    });
  });

  describe('DELETE /api/events/alerts/bulk', () => {
    it("should delete the user's own alerts and leave another user's", async () => {
      const own = (await idsOf('pc.broker')).slice(0, 4);
      const theirs = await idsOf('full.broker');
      const response = await ctx.as('pc.broker', 'DELETE', BULK, {
        ids: [...own, ...theirs],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ deleted: 4 });
      expect(await hits('pc.broker')).toBe(6);
      expect(await idsOf('full.broker')).toEqual(theirs);
    });

    it("should delete nothing when every id is another user's", async () => {
      const theirs = await idsOf('full.broker');
      const response = await ctx.as('pc.broker', 'DELETE', BULK, {
        ids: theirs,
      });
      expect(response.json()).toEqual({ deleted: 0 });
      expect(await hits('full.broker')).toBe(10);
    });

    it(`should answer 400 for no ids or more than ${ALERT_BULK_LIMIT}`, async () => {
      for (const ids of [
        [],
        Array.from({ length: ALERT_BULK_LIMIT + 1 }, (_, i) => i + 1),
      ]) {
        expectAppError(await ctx.as('pc.broker', 'DELETE', BULK, { ids }), {
          statusCode: 400,
          message: ERROR_TEXTS.VALIDATION,
          extraData: {
            code: 'VALIDATION',
            fields: { ids: expect.any(String) },
          },
          method: 'DELETE',
          path: BULK,
        });
      }
      expect(await hits('pc.broker')).toBe(6);
    });

    it('should answer 401 without a session', async () => {
      const response = await ctx.t().app.inject({
        method: 'DELETE',
        url: BULK,
        payload: { ids: [1] },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('POST /api/events/event-types/search', () => {
    const typesOf = async (username: string, application: string) => {
      const response = await ctx.as(username, 'POST', TYPES, { application });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ event_types: { type: string }[] }>().event_types;
    };

    it('should answer every type of the application, reminders first for PC', async () => {
      const pc = await typesOf('pc.broker', 'PC');
      expect(pc.slice(0, 3)).toEqual([
        {
          type: 'bta_renewal_reminder',
          label: 'Benefit Plan Renewal Reminder',
        },
        { type: 'dot_renewal_reminder', label: 'DOT Renewal Reminder' },
        {
          type: 'wc_renewal_reminder',
          label: "Workers' Comp Renewal Reminder",
        },
      ]);
      expect(pc.map((t) => t.type)).toEqual(APPLICATION_EVENT_TYPES.PC);
      const eb = await typesOf('eb.broker', 'EB');
      expect(eb.map((t) => t.type)).toEqual(APPLICATION_EVENT_TYPES.EB);
    });

    it('should answer 403 for an application without its product', async () => {
      for (const [username, application] of [
        ['eb.broker', 'PC'],
        ['pc.broker', 'EB'],
      ]) {
        expectAppError(
          await ctx.as(username!, 'POST', TYPES, { application }),
          {
            statusCode: 403,
            message: ERROR_TEXTS.FORBIDDEN,
            extraData: { code: 'FORBIDDEN' },
            method: 'POST',
            path: TYPES,
          },
        );
      }
    });
  });
});
