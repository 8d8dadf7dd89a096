import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimJob } from '../../jobs/index';
import { describeEachDialect } from '../../testing/each-dialect';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { deleteExpiredExportFiles } from './export-cleanup';

// Results exports end to end: the request, the job in the database, the
// file, the Export History row and the mail.
describeEachDialect('results exports', (dialect) => {
  let t: TestApp;
  let texas: { total: number; names: string[] };

  beforeAll(async () => {
    t = await createTestApp(dialect, { DEMO_COMPANIES: '400' });
    const search = await t.injectAs('full.broker', {
      method: 'POST',
      url: '/api/v1/search/pnc',
      payload: {
        criteria: {
          locationSearch: { states: ['TX'] },
          activityDateRange: { minDate: null },
        },
        pageSize: 50,
      },
    });
    const body = search.json();
    texas = {
      total: body.total,
      names: body.hits.map((h: { entity_name: string }) => h.entity_name),
    };
  }, 120_000);
  afterAll(() => t.close());

  const criteria = {
    locationSearch: { states: ['TX'] },
    activityDateRange: { minDate: null },
  };
  const CSV_EXPORT = {
    module: 'pc',
    kind: 'results',
    format: 'csv',
    columns: 'shown',
    criteria,
  };
  const exportAs = (who: string, payload: object) =>
    t.injectAs(who, { method: 'POST', url: '/api/v1/exports', payload });
  const get = (who: string, url: string) =>
    t.injectAs(who, { method: 'GET', url });

  it('should write every matching company to a CSV, in name order, and mail its link', async () => {
    expect(texas.total).toBeGreaterThan(5);
    const created = await exportAs('full.broker', CSV_EXPORT);
    expect(created.statusCode, created.body).toBe(202);
    const { id, process_status } = created.json();
    expect(process_status).toBe('PROCESSING');
    const before = (await get('full.broker', `/api/v1/exports/${id}`)).json();
    expect(before).toMatchObject({
      process_status: 'PROCESSING',
      rows_total: texas.total,
    });

    await t.app.jobs.drain();
    const after = (await get('full.broker', `/api/v1/exports/${id}`)).json();
    expect(after).toMatchObject({
      process_status: 'COMPLETED',
      rows_written: texas.total,
      mail_sent: true,
      download_url: `/api/v1/exports/${id}/file`,
      error: null,
    });

    const file = await get('full.broker', `/api/v1/exports/${id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-disposition']).toContain(after.file_name);
    const rows = parse(file.body.replace(/^\uFEFF/, '')) as string[][];
    expect(rows[0]).toEqual([
      'Company',
      'Opportunity',
      'OSHA violations',
      'WHD back wages',
      'DOT power units',
      'WC expiration',
      'Employees',
      'State',
      'Last activity',
      'City',
      'ZIP',
      'Industry',
      'Revenue',
      'Pipeline stage',
    ]);
    expect(rows).toHaveLength(texas.total + 1);
    expect(rows.slice(1, 1 + texas.names.length).map((r) => r[0])).toEqual(
      texas.names.slice(0, Math.min(texas.names.length, rows.length - 1)),
    );
    expect(rows.slice(1).every((r) => r[7] === 'TX')).toBe(true);
    expect(rows.slice(1).every((r) => r[13] === '')).toBe(true);

    const history = (
      await get('full.broker', '/api/v1/user/downloads/pac')
    ).json();
    expect(history.downloads[0]).toMatchObject({
      id,
      report_type: 'Company List CSV',
      process_status: 'COMPLETED',
      mail_sent: true,
      download_url: `/api/v1/exports/${id}/file`,
    });

    const outbox = join(t.dataDir, 'outbox');
    const mails = readdirSync(outbox).map((f) =>
      readFileSync(join(outbox, f), 'utf8'),
    );
    const mail = mails.find((m) => m.includes(`/api/v1/exports/${id}/file`));
    expect(mail).toBeDefined();
    expect(mail).toContain('full.broker@');
  });

  it('should write the ticked rows and the visible columns to an XLSX workbook', async () => {
    const search = await t.injectAs('full.broker', {
      method: 'POST',
      url: '/api/v1/search/pnc',
      payload: { criteria, pageSize: 5 },
    });
    const picked = search
      .json()
      .hits.slice(0, 3)
      .map((h: { muns: string }) => h.muns);
    // The exporting user's stage; another user's is not theirs to see.
    const stage = (user: string, value: string) =>
      t.injectAs(user, {
        method: 'PUT',
        url: `/api/v1/pipeline/pc/companies/${picked[0]}`,
        payload: { stage: value },
      });
    expect((await stage('full.broker', 'contacted')).statusCode).toBe(200);
    expect((await stage('ent.admin', 'lost')).statusCode).toBe(200);
    const created = await exportAs('full.broker', {
      module: 'pc',
      kind: 'results',
      format: 'xlsx',
      columns: 'shown',
      shown: ['state', 'entity_name'],
      criteria,
      sort: { field: 'entity_name', direction: 'desc' },
      muns: picked,
    });
    expect(created.statusCode, created.body).toBe(202);
    await t.app.jobs.drain();
    const { id } = created.json();
    const file = await get('full.broker', `/api/v1/exports/${id}/file`);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Uint8Array.from(file.rawPayload).buffer);
    const sheet = workbook.getWorksheet('Export')!;
    const values = (n: number) =>
      (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['State', 'Company', 'Pipeline stage']);
    expect(sheet.rowCount).toBe(4);
    const names = [2, 3, 4].map((n) => values(n)[1] as string);
    const hits = search.json().hits.slice(0, 3) as { entity_name: string }[];
    const expected = hits.map((h) => h.entity_name).reverse();
    expect(names).toEqual(expected);
    const stages = [2, 3, 4].map((n) => values(n)[2] ?? '');
    expect(stages).toEqual(
      expected.map((name) =>
        name === hits[0]!.entity_name ? 'Contacted' : '',
      ),
    );
  });

  it('should refuse users who may not export, and other users\u2019 exports', async () => {
    const refused = await exportAs('pc.broker', CSV_EXPORT);
    expect(refused.statusCode).toBe(403);
    const { id } = (await exportAs('full.broker', CSV_EXPORT)).json();
    await t.app.jobs.drain();
    for (const url of [`/api/v1/exports/${id}`, `/api/v1/exports/${id}/file`]) {
      expect((await get('ent.admin', url)).statusCode, url).toBe(404);
    }
    const removed = await t.injectAs('ent.admin', {
      method: 'DELETE',
      url: `/api/v1/exports/${id}`,
    });
    expect(removed.statusCode).toBe(404);
    expect((await get('full.broker', `/api/v1/exports/${id}`)).statusCode).toBe(
      200,
    );
  });

  it('should answer bad input with a 400 naming the field, and create no job', async () => {
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

    const cases: [object, string][] = [
      [{ ...CSV_EXPORT, kind: 'everything' }, 'kind'],
      [{ ...CSV_EXPORT, format: 'pdf' }, 'format'],
      [{ ...CSV_EXPORT, columns: 'everything' }, 'columns'],
      [{ ...CSV_EXPORT, shown: ['entity_name', 'secret_column'] }, 'shown.1'],
      [
        { ...CSV_EXPORT, criteria: { locationSearch: { states: ['ZZ'] } } },
        'criteria.locationSearch.states.0',
      ],
      [
        {
          ...CSV_EXPORT,
          criteria: { ...criteria, locationSearch: { zips: ['00001'] } },
        },
        'criteria',
      ],
      [{ ...CSV_EXPORT, muns: [] }, 'muns'],
    ];
    for (const [payload, field] of cases) {
      const response = await exportAs('full.broker', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().extraData.fields), field).toContain(
        field,
      );
    }
    expect(await jobs()).toBe(before);
  });

  it('should delete a file once its 48 hours are over', async () => {
    const { id } = (await exportAs('full.broker', CSV_EXPORT)).json();
    await t.app.jobs.drain();
    const row = await t.db
      .selectFrom('exports')
      .select(['file_path', 'expires_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const path = join(t.dataDir, 'exports', row.file_path!);
    expect(existsSync(path)).toBe(true);
    const hours = (Date.parse(row.expires_at!) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);
    // A minute before its time the file stays; after it, it goes.
    const early = new Date(Date.parse(row.expires_at!) - 60_000);
    expect(await deleteExpiredExportFiles(t.db, t.dataDir, early)).toBe(0);
    const late = new Date(Date.parse(row.expires_at!) + 1);
    expect(
      await deleteExpiredExportFiles(t.db, t.dataDir, late),
    ).toBeGreaterThan(0);
    expect(existsSync(path)).toBe(false);
    const file = await get('full.broker', `/api/v1/exports/${id}/file`);
    expect(file.statusCode).toBe(404);
    expect(file.json().message).toMatch(/no longer available/);
    const job = (await get('full.broker', `/api/v1/exports/${id}`)).json();
    expect(job).toMatchObject({
      process_status: 'COMPLETED',
      download_url: null,
    });
  });

  it('should finish an export whose server died while writing it', async () => {
    const { id } = (await exportAs('full.broker', CSV_EXPORT)).json();
    // Another server claims the job and dies: its lease runs out.
    const claimed = await claimJob(t.db, {
      workerId: 'dead-server',
      kinds: ['export'],
      leaseMs: 1,
      now: new Date(),
    });
    expect(JSON.parse(claimed!.payload)).toEqual({ exportId: id });
    await new Promise((resolve) => setTimeout(resolve, 10));
    await t.app.jobs.drain();
    expect(
      (await get('full.broker', `/api/v1/exports/${id}`)).json(),
    ).toMatchObject({ process_status: 'PROCESSING' });
    await t.app.jobs.recover();
    await t.app.jobs.drain();
    expect(
      (await get('full.broker', `/api/v1/exports/${id}`)).json(),
    ).toMatchObject({ process_status: 'COMPLETED', rows_written: texas.total });
  });

  it("should page all of the user's exports of a module, newest first, for Track Exports", async () => {
    const list = await get(
      'full.broker',
      '/api/v1/exports?module=pc&pageSize=2',
    );
    expect(list.statusCode).toBe(200);
    const { total, exports } = list.json();
    expect(total).toBeGreaterThanOrEqual(3);
    expect(exports).toHaveLength(2);
    expect(exports[0].requested_at >= exports[1].requested_at).toBe(true);
    expect(exports[0]).toMatchObject({ module: 'pc', kind: 'results' });
    const next = (
      await get('full.broker', '/api/v1/exports?module=pc&pageSize=2&page=1')
    ).json();
    expect(next.exports[0].id).not.toBe(exports[0].id);
    const none = (await get('ent.admin', '/api/v1/exports?module=pc')).json();
    expect(none.exports.map((e: { id: number }) => e.id)).not.toContain(
      exports[0].id,
    );
    const eb = (await get('full.broker', '/api/v1/exports?module=eb')).json();
    expect(eb.total).toBe(0);
    expect(
      (await get('pc.broker', '/api/v1/exports?module=eb')).statusCode,
    ).toBe(403);
  });

  it('should cancel an export that has not finished', async () => {
    const created = await exportAs('full.broker', CSV_EXPORT);
    const { id } = created.json();
    const cancelled = await t.injectAs('full.broker', {
      method: 'DELETE',
      url: `/api/v1/exports/${id}`,
    });
    expect(cancelled.statusCode).toBe(204);
    await t.app.jobs.drain();
    const row = (await get('full.broker', `/api/v1/exports/${id}`)).json();
    expect(row).toMatchObject({
      process_status: 'CANCELLED',
      download_url: null,
    });
    expect(
      (await get('full.broker', `/api/v1/exports/${id}/file`)).statusCode,
    ).toBe(404);
  });
});

describe('results export limits on sqlite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      DEMO_COMPANIES: '120',
      EXPORT_MAX_ROWS: '30',
      EXPORTS_PER_DAY: '3',
      EXPORTS_AT_ONCE: '2',
    });
  }, 120_000);
  afterAll(() => t.close());

  const payload = (criteria: object) => ({
    module: 'pc',
    kind: 'results',
    format: 'csv',
    columns: 'shown',
    criteria: { activityDateRange: { minDate: null }, ...criteria },
  });

  it('should refuse more rows than allowed, with the count', async () => {
    const cookie = await t.login('full.broker');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/exports',
      headers: { cookie },
      payload: payload({}),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().extraData.fields.criteria).toMatch(
      /would hold [\d,]+ companies; at most 30 can be exported/,
    );
  });

  it('should hold the running and daily limits under parallel requests', async () => {
    const cookie = await t.login('full.broker');
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/exports',
        headers: { cookie },
        payload: payload({ locationSearch: { states: ['CA'] } }),
      });
    const first = await Promise.all([post(), post(), post(), post()]);
    const codes = first.map((r) => r.statusCode).sort();
    expect(codes).toEqual([202, 202, 429, 429]);
    expect(first.find((r) => r.statusCode === 429)!.json().message).toMatch(
      /2 of your exports are still running/,
    );
    await t.app.jobs.drain();
    const second = await Promise.all([post(), post(), post()]);
    expect(second.map((r) => r.statusCode).sort()).toEqual([202, 429, 429]);
    const daily = second.filter((r) => r.statusCode === 429);
    expect(daily[0]!.json().message).toMatch(
      /started 3 exports in the last 24 hours/,
    );
    // Removing a finished export hides it; the day still counts it.
    await t.app.jobs.drain();
    const accepted = second.find((r) => r.statusCode === 202)!.json().id;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/exports/${accepted}`,
      headers: { cookie },
    });
    expect(removed.statusCode).toBe(204);
    const list = await t.app.inject({
      url: '/api/v1/exports?module=pc',
      headers: { cookie },
    });
    expect(list.json().exports.map((e: { id: number }) => e.id)).not.toContain(
      accepted,
    );
    expect((await post()).statusCode).toBe(429);
  });
});
