import { ERROR_TEXTS } from '@edge/contracts';
import { describe, expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import { demoUserId } from '../../testing/test-db';
import { useTestApp } from '../../testing/test-app';
import { insertSavedSearch } from './saved-searches.repository';

const SAVE = '/api/v1/searches/save';
const NAME_TAKEN =
  'You already have a saved search with this name. Choose another name.';
const LIMIT_REACHED =
  'You can keep up to 100 saved searches in this module. Delete one to save a new search.';

const body = (
  searchName: string,
  record_id: number = 5,
  webappSearchCriteria: unknown = { locationSearch: { states: ['TX'] } },
) => ({ searchName, record_id, content: { webappSearchCriteria } });

describeEachDialect('POST /api/v1/searches/save', (dialect) => {
  const ctx = useTestApp(dialect);
  const save = (username: string, payload: object) =>
    ctx().injectAs(username, { method: 'POST', url: SAVE, payload });
  const names = async (username: string, productCode: number) =>
    (
      await ctx().injectAs(username, {
        url: `/api/v1/searches/all/${productCode}`,
      })
    )
      .json()
      .saved_searches.map((s: { searchName: string }) => s.searchName);
  const validation = (fields: Record<string, unknown>) => ({
    statusCode: 400,
    message: ERROR_TEXTS.VALIDATION,
    extraData: { code: 'VALIDATION', fields },
    method: 'POST',
    path: SAVE,
  });

  it('should save the trimmed name and the criteria exactly as sent', async () => {
    // Members left out stay out: their defaults apply when it is run.
    const criteria = {
      locationSearch: { states: ['CA'] },
      complianceSearch: { dotYearRange: { min: 2020 } },
    };
    const response = await save(
      'full.broker',
      body('  California leads  ', 5, criteria),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      searchName: 'California leads',
      record_id: 5,
      content: { webappSearchCriteria: criteria },
      malformed: false,
    });
    expect((await names('full.broker', 5))[0]).toBe('California leads');
  });

  it('should save a benefits search under record_id 7', async () => {
    const response = await save(
      'full.broker',
      body('Benefits in Oregon', 7, { selected_states: ['OR'] }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().record_id).toBe(7);
    expect(await names('full.broker', 7)).toEqual(['Benefits in Oregon']);
  });

  it('should keep and give back the benefits plan criteria', async () => {
    const criteria = {
      selected_states: ['TX'],
      planSearch: {
        participantsRange: { min: 50, max: null },
        commissionShareRange: { min: 2, max: 6.5 },
        funding: ['self_funded', 'mixed'],
        brokerChangedWithin: 3,
      },
    };
    const response = await save(
      'full.broker',
      body('Self-funded in Texas', 7, criteria),
    );
    expect(response.statusCode, response.body).toBe(201);
    const listed = (
      await ctx().injectAs('full.broker', { url: '/api/v1/searches/all/7' })
    ).json().saved_searches as {
      searchName: string;
      malformed: boolean;
      content: { webappSearchCriteria: unknown };
    }[];
    expect(listed.find((s) => s.searchName === 'Self-funded in Texas')).toEqual(
      expect.objectContaining({
        malformed: false,
        content: { webappSearchCriteria: criteria },
      }),
    );
    const refused = await save(
      'full.broker',
      body('Upside down', 7, {
        planSearch: { planCountRange: { min: 5, max: 2 } },
      }),
    );
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().extraData.fields)).toEqual([
      'content.webappSearchCriteria.planSearch.planCountRange.min',
    ]);
  });

  it('should answer 400 naming searchName for a name the user has in the module, whatever its case', async () => {
    expect((await save('full.broker', body('Duplicate me'))).statusCode).toBe(
      201,
    );
    expectAppError(await save('full.broker', body('  DUPLICATE me ')), {
      statusCode: 400,
      message: NAME_TAKEN,
      extraData: {
        code: 'SAVED_SEARCH_NAME_TAKEN',
        fields: { searchName: NAME_TAKEN },
      },
      method: 'POST',
      path: SAVE,
    });
    // The same name is free in the other module and for another user.
    expect(
      (await save('full.broker', body('Duplicate me', 7, {}))).statusCode,
    ).toBe(201);
    expect((await save('ent.admin', body('Duplicate me'))).statusCode).toBe(
      201,
    );
  });

  it('should answer 400 naming the fields of an invalid body', async () => {
    expectAppError(
      await save('full.broker', { ...body('   '), record_id: 6 }),
      validation({
        searchName: 'Enter a name for the search.',
        record_id:
          'Unknown product code: use 5 (Commercial Lines) or 7 (Benefits).',
      }),
    );
    expectAppError(
      await save('full.broker', body('x'.repeat(101))),
      validation({ searchName: 'A name has at most 100 characters.' }),
    );
    expectAppError(
      await save('full.broker', { searchName: 'No content', record_id: 5 }),
      validation({ content: 'This field is required.' }),
    );
  });

  it("should answer 400 naming the criteria fields the module's schema refuses", async () => {
    expectAppError(
      await save(
        'full.broker',
        body('Bad PC', 5, {
          locationSearch: { states: ['TX', 'XX'] },
          employeeRangeSearch: { employeeRange: [500, 10] },
        }),
      ),
      validation({
        'content.webappSearchCriteria.locationSearch.states.1':
          'Unknown state code',
        'content.webappSearchCriteria.employeeRangeSearch.employeeRange':
          'The lower end is above the upper end',
      }),
    );
    // PC criteria are not benefits criteria.
    const eb = await save('full.broker', body('Bad EB', 7, { scopes: [] }));
    expect(eb.statusCode).toBe(400);
    expect(Object.keys(eb.json().extraData.fields)).toEqual([
      'content.webappSearchCriteria.scopes',
    ]);
    expect(await names('full.broker', 5)).not.toContain('Bad PC');
  });

  it('should answer 403 for a module the user does not hold', async () => {
    for (const [username, recordId] of [
      ['eb.broker', 5],
      ['pc.broker', 7],
    ] as const) {
      expectAppError(await save(username, body('Not mine', recordId, {})), {
        statusCode: 403,
        message: ERROR_TEXTS.FORBIDDEN,
        extraData: { code: 'FORBIDDEN' },
        method: 'POST',
        path: SAVE,
      });
    }
  });

  it('should answer 401 without a session', async () => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: SAVE,
      payload: body('Signed out'),
    });
    expect(response.statusCode).toBe(401);
  });

  describe('the limit of 100 per user and module', () => {
    const fill = async (username: string, count: number) => {
      const userId = await demoUserId(ctx().db, username);
      const at = new Date().toISOString();
      for (let i = 0; i < count; i += 1) {
        await insertSavedSearch(ctx().db, {
          user_id: userId,
          product_code: 5,
          search_name: `Filled ${i}`,
          search_name_key: `filled ${i}`,
          content: '{"webappSearchCriteria":{}}',
          created_at: at,
          updated_at: at,
        });
      }
    };

    it('should save the 100th and answer 400 to the 101st, in that module only', async () => {
      await fill('ent.admin', 98);
      expect((await save('ent.admin', body('Number 100'))).statusCode).toBe(
        201,
      );
      expectAppError(await save('ent.admin', body('Number 101')), {
        statusCode: 400,
        message: LIMIT_REACHED,
        extraData: { code: 'SAVED_SEARCH_LIMIT_REACHED' },
        method: 'POST',
        path: SAVE,
      });
      expect(
        (await save('ent.admin', body('Benefits', 7, {}))).statusCode,
      ).toBe(201);
    });

    it('should keep the limit when saves arrive at the same time', async () => {
      await fill('corp.admin', 97);
      const cookie = await ctx().login('corp.admin');
      const responses = await Promise.all(
        [1, 2, 3, 4, 5].map((n) =>
          ctx().app.inject({
            method: 'POST',
            url: SAVE,
            payload: body(`Parallel ${n}`),
            headers: { cookie },
          }),
        ),
      );
      const statuses = responses.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([201, 201, 201, 400, 400]);
      expect(await names('corp.admin', 5)).toHaveLength(100);
    });
  });
});
