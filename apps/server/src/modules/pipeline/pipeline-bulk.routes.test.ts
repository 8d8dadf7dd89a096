import {
  ERROR_TEXTS,
  type PipelineBulk,
  type PipelineList,
} from '@edge/contracts';
import { beforeAll, expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import {
  ingestProspects,
  type ProspectMuns,
} from '../../testing/prospect-companies';
import { useTestApp } from '../../testing/test-app';

const stages = (module: string) => `/api/v1/pipeline/${module}/stages`;
const one = (module: string, muns: string) =>
  `/api/v1/pipeline/${module}/companies/${muns}`;

describeEachDialect('PUT /api/v1/pipeline/:module/stages', (dialect) => {
  const ctx = useTestApp(dialect);
  let muns: ProspectMuns;
  beforeAll(async () => {
    muns = await ingestProspects(ctx());
  }, 60_000);

  const setAll = (user: string, module: string, payload: object) =>
    ctx().injectAs(user, { method: 'PUT', url: stages(module), payload });
  const board = async (user: string, module: string) => {
    const response = await ctx().injectAs(user, {
      url: `/api/v1/pipeline/${module}`,
    });
    return response.json<PipelineList>().companies;
  };
  const stageOf = (list: PipelineList['companies'], company: string) =>
    list.find((card) => card.muns === company);

  it('should set one stage for every company, in the order asked, and answer the entries', async () => {
    const [acme, delta, zephyr] = [
      muns('Acme Roofing LLC'),
      muns('Delta Bakery Co'),
      muns('Zephyr Analytics'),
    ];
    const response = await setAll('pc.broker', 'pc', {
      muns: [zephyr, acme, delta, acme],
      stage: 'quoted',
      stage_date: '2026-04-01',
      note: '  Sent the quote. ',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { stages: written } = response.json<PipelineBulk>();
    expect(written.map((entry) => entry.muns)).toEqual([zephyr, acme, delta]);
    expect(written[0]).toEqual({
      muns: zephyr,
      module: 'pc',
      stage: 'quoted',
      stage_date: '2026-04-01',
      note: 'Sent the quote.',
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const cards = await board('pc.broker', 'pc');
    expect(cards.map((card) => [card.muns, card.stage, card.note])).toEqual(
      expect.arrayContaining([
        [acme, 'quoted', 'Sent the quote.'],
        [delta, 'quoted', 'Sent the quote.'],
        [zephyr, 'quoted', 'Sent the quote.'],
      ]),
    );
    expect(cards).toHaveLength(3);
  });

  it("should keep each company's note when the body leaves it out, and start new ones empty", async () => {
    const [acme, beacon] = [
      muns('Acme Roofing LLC'),
      muns('Beacon Dental Group Inc'),
    ];
    const response = await setAll('pc.broker', 'pc', {
      muns: [acme, beacon],
      stage: 'won',
    });
    expect(response.statusCode, response.body).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      response
        .json<PipelineBulk>()
        .stages.map((e) => [e.muns, e.stage, e.stage_date, e.note]),
    ).toEqual([
      [acme, 'won', today, 'Sent the quote.'],
      [beacon, 'won', today, ''],
    ]);
    const cleared = await setAll('pc.broker', 'pc', {
      muns: [acme],
      stage: 'won',
      note: '',
    });
    expect(cleared.json<PipelineBulk>().stages[0]?.note).toBe('');
  });

  it('should answer the same entries when sent twice, with no second row', async () => {
    const payload = {
      muns: [muns('Evergreen Landscaping')],
      stage: 'contacted',
      stage_date: '2026-05-05',
      note: 'Left a message.',
    };
    const first = await setAll('full.broker', 'eb', payload);
    const second = await setAll('full.broker', 'eb', payload);
    expect(second.statusCode).toBe(200);
    const strip = (r: typeof first) =>
      r.json<PipelineBulk>().stages.map(({ updated_at: _, ...e }) => e);
    expect(strip(second)).toEqual(strip(first));
    expect(await board('full.broker', 'eb')).toHaveLength(1);
  });

  it("should leave another user's stages as they were", async () => {
    const delta = muns('Delta Bakery Co');
    await ctx().injectAs('full.broker', {
      method: 'PUT',
      url: one('pc', delta),
      payload: { stage: 'new', note: 'Mine' },
    });
    await setAll('pc.broker', 'pc', { muns: [delta], stage: 'lost' });
    const theirs = await ctx().injectAs('full.broker', {
      url: one('pc', delta),
    });
    expect(theirs.json()).toMatchObject({ stage: 'new', note: 'Mine' });
    expect(stageOf(await board('pc.broker', 'pc'), delta)?.stage).toBe('lost');
  });

  it('should answer 403 without the module licence', async () => {
    const acme = muns('Acme Roofing LLC');
    expectAppError(
      await setAll('eb.broker', 'pc', { muns: [acme], stage: 'new' }),
      {
        statusCode: 403,
        message: ERROR_TEXTS.FORBIDDEN,
        extraData: { code: 'FORBIDDEN' },
        method: 'PUT',
        path: stages('pc'),
      },
    );
  });

  it('should refuse the whole request, naming how many, when a company is unknown or outside the states', async () => {
    const [acme, cascade, oregon] = [
      muns('Acme Roofing LLC'),
      muns('Cascade Freight Lines Inc'),
      muns('Beacon Dental Group Inc'),
    ];
    expectAppError(
      await setAll('eb.broker', 'eb', {
        muns: [acme, cascade, '999999999', oregon],
        stage: 'quoted',
      }),
      {
        statusCode: 403,
        message:
          '1 company was not found and 1 company is outside the states your subscription covers. Nothing was changed.',
        extraData: {
          code: 'COMPANY_OUTSIDE_STATES',
          muns: ['999999999', cascade],
        },
        method: 'PUT',
        path: stages('eb'),
      },
    );
    expectAppError(
      await setAll('eb.broker', 'eb', {
        muns: [acme, '999999998', '999999999'],
        stage: 'quoted',
      }),
      {
        statusCode: 404,
        message: '2 companies were not found. Nothing was changed.',
        extraData: {
          code: 'COMPANY_NOT_FOUND',
          muns: ['999999998', '999999999'],
        },
        method: 'PUT',
        path: stages('eb'),
      },
    );
    expect(await board('eb.broker', 'eb')).toEqual([]);
  });

  it('should answer 400 for no companies, too many, or a bad stage', async () => {
    const invalid = (fields: Record<string, string>) => ({
      statusCode: 400,
      message: ERROR_TEXTS.VALIDATION,
      extraData: { code: 'VALIDATION', fields },
      method: 'PUT',
      path: stages('pc'),
    });
    expectAppError(
      await setAll('pc.broker', 'pc', { muns: [], stage: 'signed' }),
      invalid({
        muns: 'Choose at least one company.',
        stage: 'A stage is one of new, contacted, quoted, won, lost.',
      }),
    );
    expectAppError(
      await setAll('pc.broker', 'pc', {
        muns: Array.from({ length: 501 }, (_, i) => String(i)),
        stage: 'new',
      }),
      invalid({ muns: 'Set the stage of at most 500 companies at once.' }),
    );
  });

  it('should answer 401 without a session', async () => {
    const response = await ctx().app.inject({
      method: 'PUT',
      url: stages('pc'),
      payload: { muns: ['1'], stage: 'new' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().extraData.code).toBe('NOT_SIGNED_IN');
  });
});
