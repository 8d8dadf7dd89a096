import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/each-dialect';
import { demoUserId } from '../../testing/test-db';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertFavorite } from '../favorites/favorites.repository';

interface Hit {
  muns: string;
  entity_name: string;
  state: string;
}

// Favorites exports: only the user's own favorites of the module, only of
// the states they may see when the file is written, ticked or all.
describeEachDialect('favorites exports', (dialect) => {
  let t: TestApp;
  let hits: Hit[];
  const inState = (state: string) => hits.filter((h) => h.state === state);
  const elsewhere = () => hits.filter((h) => !['TX', 'CA'].includes(h.state));

  const exportAs = (who: string, payload: object) =>
    t.injectAs(who, { method: 'POST', url: '/api/v1/exports', payload });
  const get = (who: string, url: string) =>
    t.injectAs(who, { method: 'GET', url });
  const setStates = (username: string, states: string) =>
    t.db
      .updateTable('users')
      .set({ products: JSON.stringify({ PC: states }) })
      .where('username', '=', username)
      .execute();
  const favor = async (username: string, picked: Hit[], productCode = 5) => {
    const userId = await demoUserId(t.db, username);
    for (const [i, hit] of picked.entries()) {
      // A minute apart, so the newest-first order is known.
      const at = `2030-01-01T10:${String(i).padStart(2, '0')}:00.000Z`;
      await insertFavorite(t.db, {
        user_id: userId,
        product_code: productCode,
        muns: hit.muns,
        comment: null,
        created_at: at,
        updated_at: at,
      });
    }
  };
  // Exports, runs the job, and answers the file's rows without the header.
  const csvRows = async (who: string, payload: object) => {
    const created = await exportAs(who, payload);
    expect(created.statusCode, created.body).toBe(202);
    await t.app.jobs.drain();
    const { id } = created.json();
    const file = await get(who, `/api/v1/exports/${id}/file`);
    expect(file.statusCode).toBe(200);
    const rows = parse(file.body.replace(/^\uFEFF/, '')) as string[][];
    return { id, header: rows[0], rows: rows.slice(1) };
  };

  const FAVORITES = {
    module: 'pc',
    kind: 'favorites',
    format: 'csv',
    columns: 'shown',
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { DEMO_COMPANIES: '400' });
    // The demo seed's favorites go: each test names the favorites it has.
    await t.db.deleteFrom('favorites').execute();
    const search = async (states: string[]) =>
      (
        await t.injectAs('full.broker', {
          method: 'POST',
          url: '/api/v1/search/pnc',
          payload: {
            criteria: {
              locationSearch: { states },
              activityDateRange: { minDate: null },
            },
            pageSize: 50,
          },
        })
      ).json().hits as Hit[];
    const all = await search([]);
    hits = [
      ...(await search(['TX'])).slice(0, 3),
      ...(await search(['CA'])).slice(0, 3),
      ...all.filter((h) => !['TX', 'CA'].includes(h.state)),
    ];
    expect(inState('TX').length).toBeGreaterThanOrEqual(2);
    expect(inState('CA').length).toBeGreaterThanOrEqual(2);
    const others = elsewhere();
    await favor('full.broker', [
      ...inState('TX').slice(0, 2),
      ...inState('CA').slice(0, 2),
      ...others.slice(0, 2),
    ]);
    // Someone else's favorites are never in full.broker's file.
    await favor('ent.admin', others.slice(2, 5));
    // ent.group sees Texas only; their California favorites stay hidden.
    await setStates('ent.group', 'TX');
    await favor('ent.group', [
      ...inState('TX').slice(0, 2),
      ...inState('CA').slice(0, 2),
    ]);
    await favor('pc.broker', inState('TX').slice(0, 1));
    await favor('full.broker', inState('CA').slice(1, 3), 7);
  }, 120_000);
  afterAll(() => t.close());

  it('should write all of the user’s favorites in the list’s order, as Favorites CSV', async () => {
    const list = (
      await get('full.broker', '/api/v1/favorites/5?pageSize=50')
    ).json();
    expect(list.count).toBe(6);
    const { id, header, rows } = await csvRows('full.broker', FAVORITES);
    expect(header![0]).toBe('Company');
    expect(rows.map((r) => r[0])).toEqual(
      list.favorites.map((f: { entity_name: string }) => f.entity_name),
    );
    const mine = (await get('full.broker', `/api/v1/exports/${id}`)).json();
    expect(mine).toMatchObject({
      kind: 'favorites',
      report_type: 'Favorites CSV',
      process_status: 'COMPLETED',
      rows_total: 6,
      rows_written: 6,
    });
    expect(mine.file_name).toMatch(/^Edge-PC-Favorites-\d{8}-\d{4}\.csv$/);
  });

  it('should write only the ticked favorites, in the order asked, with the visible columns', async () => {
    const ticked = [inState('CA')[0]!, inState('TX')[1]!, inState('TX')[0]!];
    const staged = await t.injectAs('full.broker', {
      method: 'PUT',
      url: `/api/v1/pipeline/pc/companies/${ticked[1]!.muns}`,
      payload: { stage: 'won' },
    });
    expect(staged.statusCode).toBe(200);
    const created = await exportAs('full.broker', {
      ...FAVORITES,
      format: 'xlsx',
      shown: ['entity_name', 'state'],
      sort: 'name.desc',
      muns: ticked.map((h) => h.muns),
    });
    expect(created.statusCode, created.body).toBe(202);
    await t.app.jobs.drain();
    const { id } = created.json();
    const file = await get('full.broker', `/api/v1/exports/${id}/file`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Uint8Array.from(file.rawPayload).buffer);
    const sheet = workbook.getWorksheet('Export')!;
    const rows = sheet
      .getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[]).slice(1))
      .map(([name, state, stage]) => [name, state, stage ?? '']);
    expect(rows[0]).toEqual(['Company', 'State', 'Pipeline stage']);
    const expected = ticked
      .map((h) => [h.entity_name, h.state, h === ticked[1] ? 'Won' : ''])
      .sort((a, b) => b[0]!.toLowerCase().localeCompare(a[0]!.toLowerCase()));
    expect(rows.slice(1)).toEqual(expected);
    const job = (await get('full.broker', `/api/v1/exports/${id}`)).json();
    expect(job.report_type).toBe('Favorites Excel');
  });

  it('should leave out favorites outside the permitted states, when asked and when written', async () => {
    const texas = inState('TX')
      .slice(0, 2)
      .map((h) => h.entity_name);
    const { rows } = await csvRows('ent.group', FAVORITES);
    expect(rows.map((r) => r[0]).sort()).toEqual([...texas].sort());
    // California opens, then closes again before the job writes the file.
    await setStates('ent.group', 'TX,CA');
    const created = await exportAs('ent.group', FAVORITES);
    expect(created.statusCode).toBe(202);
    expect(
      (await get('ent.group', `/api/v1/exports/${created.json().id}`)).json()
        .rows_total,
    ).toBe(4);
    await setStates('ent.group', 'TX');
    await t.app.jobs.drain();
    const file = await get(
      'ent.group',
      `/api/v1/exports/${created.json().id}/file`,
    );
    const written = parse(file.body.replace(/^\uFEFF/, '')) as string[][];
    expect(
      written
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual([...texas].sort());
  });

  it('should export benefits favorites with the benefits columns', async () => {
    const { header, rows } = await csvRows('full.broker', {
      ...FAVORITES,
      module: 'eb',
      sort: 'name.asc',
    });
    const eb = (await get('full.broker', '/api/v1/favorites/7')).json();
    expect(eb.count).toBe(2);
    expect(header).toContain('Carrier');
    expect(rows.map((r) => r[0])).toEqual(
      inState('CA')
        .slice(1, 3)
        .map((h) => h.entity_name)
        .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
  });

  it('should refuse a user who may not export', async () => {
    const refused = await exportAs('pc.broker', FAVORITES);
    expect(refused.statusCode).toBe(403);
  });

  it('should answer an empty or malformed favorites export with a 400 naming the field, and create no job', async () => {
    const jobs = async () =>
      Number(
        (
          await t.db
            .selectFrom('jobs')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await jobs();
    const cases: [string, object, string][] = [
      // corp.admin may export but keeps no favorites.
      ['corp.admin', FAVORITES, 'kind'],
      // Another user's favorite is not one of full.broker's.
      ['full.broker', { ...FAVORITES, muns: [elsewhere()[3]!.muns] }, 'muns'],
      // ent.group's California favorite lies outside their states.
      ['ent.group', { ...FAVORITES, muns: [inState('CA')[0]!.muns] }, 'muns'],
      ['full.broker', { ...FAVORITES, sort: 'revenue.desc' }, 'sort'],
      ['full.broker', { ...FAVORITES, criteria: {} }, 'criteria'],
      ['full.broker', { ...FAVORITES, muns: [] }, 'muns'],
    ];
    for (const [who, payload, field] of cases) {
      const response = await exportAs(who, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().extraData.fields), field).toContain(
        field,
      );
    }
    expect(await jobs()).toBe(before);
  });
});
