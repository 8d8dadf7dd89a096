import {
  ERROR_TEXTS,
  type PipelineEntry,
  type PipelineList,
} from '@edge/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import {
  ingestProspects,
  type ProspectMuns,
} from '../../testing/prospect-companies';
import { useTestApp } from '../../testing/test-app';

const board = (module: string, stage?: string) =>
  `/api/v1/pipeline/${module}${stage ? `?stage=${stage}` : ''}`;
const one = (module: string, muns: string) =>
  `/api/v1/pipeline/${module}/companies/${muns}`;
const bulk = (module: string) => `/api/v1/pipeline/${module}/stages`;
const NOT_FOUND = {
  statusCode: 404,
  message: 'This company has no pipeline stage.',
  extraData: { code: 'PIPELINE_STAGE_NOT_FOUND' },
};

describeEachDialect('pipeline API', (dialect) => {
  const ctx = useTestApp(dialect);
  let muns: ProspectMuns;
  beforeAll(async () => {
    muns = await ingestProspects(ctx());
  }, 60_000);

  const put = (user: string, module: string, company: string, body: object) =>
    ctx().injectAs(user, {
      method: 'PUT',
      url: one(module, company),
      payload: body,
    });
  const get = (user: string, url: string) => ctx().injectAs(user, { url });
  const del = (user: string, module: string, company: string) =>
    ctx().injectAs(user, { method: 'DELETE', url: one(module, company) });

  it('should set a stage with today as its day, replace it and read it back', async () => {
    const acme = muns('Acme Roofing LLC');
    const first = await put('pc.broker', 'pc', acme, {
      stage: 'contacted',
      note: '  Called the owner.  ',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      muns: acme,
      module: 'pc',
      stage: 'contacted',
      stage_date: new Date().toISOString().slice(0, 10),
      note: 'Called the owner.',
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const second = await put('pc.broker', 'pc', acme, {
      stage: 'quoted',
      stage_date: '2026-03-02',
    });
    expect(second.json()).toMatchObject({
      stage: 'quoted',
      stage_date: '2026-03-02',
      note: '',
    });
    expect((await get('pc.broker', one('pc', acme))).json()).toEqual(
      second.json(),
    );
  });

  it('should list the board newest first with company names, and filter it by stage', async () => {
    const delta = muns('Delta Bakery Co');
    const zephyr = muns('Zephyr Analytics');
    await put('full.broker', 'pc', delta, { stage: 'won' });
    await put('full.broker', 'pc', zephyr, { stage: 'new', note: 'Lead' });
    const all = (await get('full.broker', board('pc'))).json<PipelineList>();
    expect(all.count).toBe(2);
    expect(all.companies.map((c) => c.muns)).toEqual([zephyr, delta]);
    expect(all.companies[0]).toMatchObject({
      entity_name: 'Zephyr Analytics',
      state: expect.any(String),
      stage: 'new',
      note: 'Lead',
    });
    const won = (
      await get('full.broker', board('pc', 'won'))
    ).json<PipelineList>();
    expect(won.companies.map((c) => c.muns)).toEqual([delta]);
    expect(
      (await get('full.broker', board('eb'))).json<PipelineList>(),
    ).toEqual({ count: 0, companies: [] });
  });

  it('should read stages in bulk, leaving out companies without one', async () => {
    const delta = muns('Delta Bakery Co');
    const acme = muns('Acme Roofing LLC');
    const response = await ctx().injectAs('full.broker', {
      method: 'POST',
      url: bulk('pc'),
      payload: { muns: [delta, acme, delta] },
    });
    expect(response.statusCode).toBe(200);
    const stages = response.json<{ stages: PipelineEntry[] }>().stages;
    expect(stages.map((s) => [s.muns, s.stage])).toEqual([[delta, 'won']]);
    const tooMany = await ctx().injectAs('full.broker', {
      method: 'POST',
      url: bulk('pc'),
      payload: { muns: Array.from({ length: 501 }, (_, i) => String(i)) },
    });
    expect(tooMany.json().extraData.fields).toEqual({
      muns: 'Read the stages of at most 500 companies at once.',
    });
  });

  it("should answer 404 for another user's stage and change nothing", async () => {
    const delta = muns('Delta Bakery Co');
    expectAppError(await get('pc.broker', one('pc', delta)), {
      ...NOT_FOUND,
      method: 'GET',
      path: one('pc', delta),
    });
    expectAppError(await del('pc.broker', 'pc', delta), {
      ...NOT_FOUND,
      method: 'DELETE',
      path: one('pc', delta),
    });
    const theirs = await get('full.broker', one('pc', delta));
    expect(theirs.json()).toMatchObject({ stage: 'won' });
  });

  it('should delete a stage, then answer 404', async () => {
    const zephyr = muns('Zephyr Analytics');
    const response = await del('full.broker', 'pc', zephyr);
    expect(response.statusCode).toBe(204);
    expectAppError(await get('full.broker', one('pc', zephyr)), {
      ...NOT_FOUND,
      method: 'GET',
      path: one('pc', zephyr),
    });
  });

  it('should answer the validation error shape for a bad stage, date or note', async () => {
    const acme = muns('Acme Roofing LLC');
    const path = one('pc', acme);
    expectAppError(
      await put('pc.broker', 'pc', acme, {
        stage: 'signed',
        stage_date: '2026-02-30',
        note: 'x'.repeat(1001),
      }),
      {
        statusCode: 400,
        message: ERROR_TEXTS.VALIDATION,
        extraData: {
          code: 'VALIDATION',
          fields: {
            stage: 'A stage is one of new, contacted, quoted, won, lost.',
            stage_date: 'This date does not exist.',
            note: 'A stage note has at most 1,000 characters.',
          },
        },
        method: 'PUT',
        path,
      },
    );
    const bad = await get('pc.broker', board('pc', 'maybe'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().extraData.code).toBe('VALIDATION');
  });

  describe('access', () => {
    it('should answer 403 for a module the user is not licensed for', async () => {
      const acme = muns('Acme Roofing LLC');
      const forbidden = {
        statusCode: 403,
        message: ERROR_TEXTS.FORBIDDEN,
        extraData: { code: 'FORBIDDEN' },
      };
      expectAppError(await get('eb.broker', board('pc')), {
        ...forbidden,
        method: 'GET',
        path: board('pc'),
      });
      expectAppError(await put('eb.broker', 'pc', acme, { stage: 'new' }), {
        ...forbidden,
        method: 'PUT',
        path: one('pc', acme),
      });
      const bulkRefused = await ctx().injectAs('pc.broker', {
        method: 'POST',
        url: bulk('eb'),
        payload: { muns: [acme] },
      });
      expect(bulkRefused.statusCode).toBe(403);
    });

    it('should answer 403 for a company outside the permitted states, 404 for an unknown one', async () => {
      const cascade = muns('Cascade Freight Lines Inc');
      expectAppError(await put('eb.broker', 'eb', cascade, { stage: 'new' }), {
        statusCode: 403,
        message: 'This company is outside the states your subscription covers.',
        extraData: { code: 'COMPANY_OUTSIDE_STATES' },
        method: 'PUT',
        path: one('eb', cascade),
      });
      expectAppError(
        await put('pc.broker', 'pc', '999999999', { stage: 'new' }),
        {
          statusCode: 404,
          message: 'Company not found.',
          extraData: { code: 'COMPANY_NOT_FOUND' },
          method: 'PUT',
          path: one('pc', '999999999'),
        },
      );
    });

    it('should refuse a change sent from another site, and answer 401 without a session', async () => {
      const acme = muns('Acme Roofing LLC');
      const crossSite = await ctx().injectAs('pc.broker', {
        method: 'PUT',
        url: one('pc', acme),
        headers: { 'sec-fetch-site': 'cross-site' },
        payload: { stage: 'lost' },
      });
      expect(crossSite.statusCode).toBe(403);
      expect(crossSite.json().extraData.code).toBe('CROSS_SITE_REQUEST');
      const { app } = ctx();
      const responses = await Promise.all([
        app.inject({ url: board('pc') }),
        app.inject({ method: 'PUT', url: one('pc', acme), payload: {} }),
        app.inject({ method: 'DELETE', url: one('pc', acme) }),
      ]);
      expect(responses.map((r) => r.statusCode)).toEqual([401, 401, 401]);
    });
  });
});
