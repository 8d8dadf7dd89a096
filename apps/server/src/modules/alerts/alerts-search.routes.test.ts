import { ERROR_TEXTS } from '@edge/contracts';
import { describe, expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import { useTestApp } from '../../testing/test-app';

const SEARCH = '/api/events/alerts/search';

describeEachDialect('alert search', (dialect) => {
  const ctx = useTestApp(dialect);
  const search = (username: string, payload: object) =>
    ctx().injectAs(username, { method: 'POST', url: SEARCH, payload });

  describe('POST /api/events/alerts/search', () => {
    it('should count the unchecked alerts that drive each badge style with limit 0', async () => {
      const counts: Record<string, number> = {};
      for (const username of [
        'pc.broker',
        'full.broker',
        'ent.admin',
        'agency.user',
      ]) {
        const response = await search(username, {
          application: 'PC',
          limit: 0,
          checked: false,
        });
        expect(response.statusCode).toBe(200);
        expect(response.json().items).toEqual([]);
        counts[username] = response.json().hits;
      }
      expect(counts).toEqual({
        'pc.broker': 3,
        'full.broker': 12,
        'ent.admin': 120,
        'agency.user': 0,
      });
      const eb = await search('eb.broker', { application: 'EB', limit: 0 });
      expect(eb.json().hits).toBe(5);
    });

    it('should page by limit, newest first, with the reminders first in event_types', async () => {
      const first = (
        await search('ent.admin', { application: 'PC', limit: 50 })
      ).json();
      expect(first.hits).toBe(120);
      expect(first.items).toHaveLength(50);
      expect(first.next_page_id).toBe('1');
      const dates = first.items.map(
        (i: { occurred_date: string }) => i.occurred_date,
      );
      expect(dates).toEqual([...dates].sort().reverse());
      const types = first.event_types.map((t: { type: string }) => t.type);
      expect(types.slice(0, 3)).toEqual([
        'bta_renewal_reminder',
        'dot_renewal_reminder',
        'wc_renewal_reminder',
      ]);
      const last = (
        await search('ent.admin', {
          application: 'PC',
          limit: 50,
          pageIndex: 2,
        })
      ).json();
      expect(last.items).toHaveLength(20);
      expect(last.next_page_id).toBeNull();
    });

    it('should filter by event type and company', async () => {
      const all = (
        await search('ent.admin', { application: 'PC', limit: 250 })
      ).json();
      const osha = (
        await search('ent.admin', {
          application: 'PC',
          limit: 250,
          event_types: ['osha_inspection'],
        })
      ).json();
      expect(osha.hits).toBe(
        all.items.filter((i: { type: string }) => i.type === 'osha_inspection')
          .length,
      );
      expect(
        osha.items.every((i: { type: string }) => i.type === 'osha_inspection'),
      ).toBe(true);
      const muns = all.items[0].muns;
      const one = (
        await search('ent.admin', { application: 'PC', limit: 250, muns })
      ).json();
      expect(one.items.every((i: { muns: string }) => i.muns === muns)).toBe(
        true,
      );
    });

    it('should answer 403 for the application of a product the user lacks', async () => {
      expectAppError(
        await search('pc.broker', { application: 'EB', limit: 0 }),
        {
          statusCode: 403,
          message: ERROR_TEXTS.FORBIDDEN,
          extraData: { code: 'FORBIDDEN' },
          method: 'POST',
          path: SEARCH,
        },
      );
    });

    it('should answer 400 with the field for a limit above 250', async () => {
      const response = await search('pc.broker', {
        application: 'PC',
        limit: 251,
      });
      expectAppError(response, {
        statusCode: 400,
        message: ERROR_TEXTS.VALIDATION,
        extraData: {
          code: 'VALIDATION',
          fields: { limit: expect.stringContaining('250') },
        },
        method: 'POST',
        path: SEARCH,
      });
    });

    it('should answer 401 before validating when signed out', async () => {
      const response = await ctx().app.inject({
        method: 'POST',
        url: SEARCH,
        payload: {},
      });
      expect(response.statusCode).toBe(401);
    });
  });
});
