import {
  CRITERIA_TOO_LARGE_MESSAGE,
  ERROR_TEXTS,
  TOO_DEEP_MESSAGE,
  UNKNOWN_FIELD_MESSAGE,
} from '@edge/contracts';
import { describe, expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import { demoUserId } from '../../testing/test-db';
import { useTestApp } from '../../testing/test-app';
import { insertSavedSearch } from './saved-searches.repository';
import {
  SPEC_EB_DEFAULTS,
  SPEC_PC_DEFAULTS,
} from '../../testing/spec-criteria-defaults';

const SAVE = '/api/v1/searches/save';
const CRITERIA = 'content.webappSearchCriteria';
const year = new Date().getFullYear();

const body = (searchName: string, recordId: number, criteria: unknown) => ({
  searchName,
  record_id: recordId,
  content: { webappSearchCriteria: criteria },
});

// A saved-search body whose criteria nest `levels` objects deep.
const deepBody = (levels: number) =>
  `{"searchName":"Deep","record_id":5,"content":{"webappSearchCriteria":${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}}}`;

interface Listed {
  id: number;
  searchName: string;
  malformed: boolean;
  content: { webappSearchCriteria: unknown };
}

describeEachDialect('saved-search criteria checks', (dialect) => {
  const ctx = useTestApp(dialect);
  const send = (
    method: 'POST' | 'PUT',
    url: string,
    payload: object | string,
  ) =>
    ctx().injectAs('full.broker', {
      method,
      url,
      payload,
      headers: { 'content-type': 'application/json' },
    });
  const list = async (productCode: number) =>
    (
      await ctx().injectAs('full.broker', {
        url: `/api/v1/searches/all/${productCode}`,
      })
    ).json().saved_searches as Listed[];
  const saved = async (name: string) =>
    (await send('POST', SAVE, body(name, 5, {}))).json() as Listed;
  const validation = (
    method: string,
    path: string,
    fields: Record<string, string>,
    message: string = ERROR_TEXTS.VALIDATION,
  ) => ({
    statusCode: 400,
    message,
    extraData: { code: 'VALIDATION', fields },
    method,
    path,
  });

  describe('save and update', () => {
    it('should answer 400 naming an unknown criteria key on save, and save nothing', async () => {
      expectAppError(
        await send('POST', SAVE, body('Misspelt', 5, { states: ['CA'] })),
        validation('POST', SAVE, {
          [`${CRITERIA}.states`]: UNKNOWN_FIELD_MESSAGE,
        }),
      );
      const eb = { insightSearch: { revenueRange: { minimum: 1 } } };
      expectAppError(
        await send('POST', SAVE, body('Misspelt EB', 7, eb)),
        validation('POST', SAVE, {
          [`${CRITERIA}.insightSearch.revenueRange.minimum`]:
            UNKNOWN_FIELD_MESSAGE,
        }),
      );
      const names = (await list(5)).map((s) => s.searchName);
      expect(names).not.toContain('Misspelt');
    });

    it('should answer 400 naming an unknown key on update, and keep the criteria', async () => {
      const { id } = await saved('Kept as it was');
      const path = `/api/v1/searches/${id}`;
      expectAppError(
        await send('PUT', path, {
          content: { webappSearchCriteria: { termsSearch: { nam: 'x' } } },
        }),
        validation('PUT', path, {
          [`${CRITERIA}.termsSearch.nam`]: UNKNOWN_FIELD_MESSAGE,
        }),
      );
      expectAppError(
        await send('PUT', path, { searchName: 'New', criteria: {} }),
        validation('PUT', path, { criteria: UNKNOWN_FIELD_MESSAGE }),
      );
      const row = (await list(5)).find((s) => s.id === id);
      expect(row).toMatchObject({
        searchName: 'Kept as it was',
        content: { webappSearchCriteria: {} },
      });
    });

    it("should save and update with the spec's defaults objects", async () => {
      const pc = await send(
        'POST',
        SAVE,
        body('PC defaults', 5, SPEC_PC_DEFAULTS),
      );
      expect(pc.statusCode, pc.body).toBe(201);
      expect(pc.json()).toMatchObject({
        content: { webappSearchCriteria: SPEC_PC_DEFAULTS },
        malformed: false,
      });
      const eb = await send(
        'POST',
        SAVE,
        body('EB defaults', 7, SPEC_EB_DEFAULTS),
      );
      expect(eb.statusCode, eb.body).toBe(201);
      expect(eb.json().malformed).toBe(false);
      const { id } = await saved('DOT from three years back');
      const dot = { complianceSearch: { dotYearRange: { min: year - 3 } } };
      const updated = await send('PUT', `/api/v1/searches/${id}`, {
        content: { webappSearchCriteria: dot },
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().malformed).toBe(false);
    });

    it('should answer 400 to criteria nested 5,000 levels deep or too large', async () => {
      const field = [CRITERIA, ...Array(6).fill('a')].join('.');
      expectAppError(
        await send('POST', SAVE, deepBody(5000)),
        validation(
          'POST',
          SAVE,
          { [field]: TOO_DEEP_MESSAGE },
          TOO_DEEP_MESSAGE,
        ),
      );
      const { id } = await saved('Not too deep');
      const path = `/api/v1/searches/${id}`;
      const deepUpdate = deepBody(5000).replace(/^.*?"content"/, '{"content"');
      expectAppError(
        await send('PUT', path, deepUpdate),
        validation(
          'PUT',
          path,
          { [field]: TOO_DEEP_MESSAGE },
          TOO_DEEP_MESSAGE,
        ),
      );
      const long = { termsSearch: { name: 'x'.repeat(70_000) } };
      expectAppError(
        await send('POST', SAVE, body('Too long', 5, long)),
        validation(
          'POST',
          SAVE,
          { [CRITERIA]: CRITERIA_TOO_LARGE_MESSAGE },
          CRITERIA_TOO_LARGE_MESSAGE,
        ),
      );
    });
  });

  describe('searches saved before criteria were strict', () => {
    const seed = async (searchName: string, content: string) => {
      const at = new Date().toISOString();
      return insertSavedSearch(ctx().db, {
        user_id: await demoUserId(ctx().db, 'full.broker'),
        product_code: 5,
        search_name: searchName,
        search_name_key: searchName.toLowerCase(),
        content,
        created_at: at,
        updated_at: at,
      });
    };

    it('should list one with unknown keys as malformed, as stored', async () => {
      const legacy = {
        locationSearch: { states: ['TX'] },
        note: 'x'.repeat(90_000),
      };
      await seed(
        'Legacy with a note',
        JSON.stringify({ webappSearchCriteria: legacy }),
      );
      const response = await ctx().injectAs('full.broker', {
        url: '/api/v1/searches/all/5',
      });
      expect(response.statusCode).toBe(200);
      const row = (response.json().saved_searches as Listed[]).find(
        (s) => s.searchName === 'Legacy with a note',
      );
      expect(row).toMatchObject({
        malformed: true,
        content: { webappSearchCriteria: legacy },
      });
    });

    it('should list one nested 5,000 levels deep as malformed, without its criteria', async () => {
      const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
      await seed('Legacy deep', `{"webappSearchCriteria":${deep}}`);
      const row = (await list(5)).find((s) => s.searchName === 'Legacy deep');
      expect(row).toMatchObject({
        malformed: true,
        content: { webappSearchCriteria: null },
      });
    });
  });
});
