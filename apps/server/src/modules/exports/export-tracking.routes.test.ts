import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/each-dialect';
import { createTestApp, type TestApp } from '../../testing/test-app';

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

// Track Exports: what each export holds in words, re-run, and the account
// administrator's view of the account's exports.
describeEachDialect('Track Exports', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { DEMO_COMPANIES: '400' });
  }, 120_000);
  afterAll(() => t.close());

  const exportAs = async (who: string, payload: object = CSV_EXPORT) => {
    const response = await t.injectAs(who, {
      method: 'POST',
      url: '/api/v1/exports',
      payload,
    });
    expect(response.statusCode, response.body).toBe(202);
    return response.json().id as number;
  };
  const get = (who: string, url: string) =>
    t.injectAs(who, { method: 'GET', url });
  const rerun = (who: string, id: number) =>
    t.injectAs(who, { method: 'POST', url: `/api/v1/exports/${id}/rerun` });
  const jobCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('jobs')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('should keep a summary of the criteria in words with each export', async () => {
    const whole = await exportAs('full.broker');
    const search = await t.injectAs('full.broker', {
      method: 'POST',
      url: '/api/v1/search/pnc',
      payload: { criteria, pageSize: 5 },
    });
    const muns = search
      .json()
      .hits.slice(0, 2)
      .map((h: { muns: string }) => h.muns);
    const ticked = await exportAs('full.broker', { ...CSV_EXPORT, muns });
    await t.app.jobs.drain();
    const job = (await get('full.broker', `/api/v1/exports/${whole}`)).json();
    expect(job.criteria_summary).toBe('TX');
    const list = (await get('full.broker', '/api/v1/exports?module=pc')).json();
    const byId = new Map(
      list.exports.map((e: { id: number }) => [e.id, e] as const),
    );
    expect(byId.get(ticked)).toMatchObject({
      criteria_summary: '2 ticked companies of TX',
      user_name: 'Frances Whitaker',
      is_own: true,
    });
    const stored = await t.db
      .selectFrom('exports')
      .select('criteria_summary')
      .where('id', '=', whole)
      .executeTakeFirstOrThrow();
    expect(stored.criteria_summary).toBe(job.criteria_summary);
  });

  it('should re-run an export as a new one, and only the owner may', async () => {
    const first = await exportAs('full.broker');
    await t.app.jobs.drain();
    const again = await rerun('full.broker', first);
    expect(again.statusCode, again.body).toBe(202);
    const { id, process_status } = again.json();
    expect(process_status).toBe('PROCESSING');
    expect(id).toBeGreaterThan(first);
    await t.app.jobs.drain();
    // One after the other: a demo user has one session at a time.
    const was = (await get('full.broker', `/api/v1/exports/${first}`)).json();
    const now = (await get('full.broker', `/api/v1/exports/${id}`)).json();
    expect(now).toMatchObject({
      process_status: 'COMPLETED',
      report_type: was.report_type,
      criteria_summary: was.criteria_summary,
      rows_written: was.rows_written,
    });
    expect(now.file_name).not.toBe('');
    // Another user's export, of the same account or not, is not found.
    for (const who of ['ent.admin', 'corp.admin']) {
      expect((await rerun(who, first)).statusCode).toBe(404);
    }
  });

  it('should check the stored request again before a re-run, and start no job when it fails', async () => {
    const id = await exportAs('full.broker');
    await t.app.jobs.drain();
    const stored = JSON.parse(
      (
        await t.db
          .selectFrom('exports')
          .select('request')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).request!,
    );
    await t.db
      .updateTable('exports')
      .set({
        request: JSON.stringify({ ...stored, shown: ['entity_name', 'gone'] }),
      })
      .where('id', '=', id)
      .execute();
    const before = await jobCount();
    const refused = await rerun('full.broker', id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/can no longer be run again/);
    expect(Object.keys(refused.json().extraData.fields)).toEqual([
      'request.shown.1',
    ]);
    expect(await jobCount()).toBe(before);
  });

  it('should show an account administrator the exports of the account, never another account’s', async () => {
    const colleague = await exportAs('ent.group');
    const own = await exportAs('ent.admin');
    const stranger = await exportAs('corp.admin');
    await t.app.jobs.drain();
    const list = await get(
      'ent.admin',
      '/api/v1/exports?module=pc&scope=account&pageSize=100',
    );
    expect(list.statusCode, list.body).toBe(200);
    const { total, exports } = list.json();
    const ids = exports.map((e: { id: number }) => e.id);
    expect(ids).toEqual(expect.arrayContaining([colleague, own]));
    expect(ids).not.toContain(stranger);
    expect(total).toBe(exports.length);
    const byId = new Map(
      exports.map((e: { id: number }) => [e.id, e] as const),
    );
    expect(byId.get(colleague)).toMatchObject({
      user_name: 'Grace Okafor',
      is_own: false,
      process_status: 'COMPLETED',
      // Files are private to their owner.
      download_url: null,
    });
    expect(byId.get(own)).toMatchObject({
      user_name: 'Edward Nakamura',
      is_own: true,
      download_url: `/api/v1/exports/${own}/file`,
    });
    // Listed, but the colleague's file and export stay the colleague's.
    for (const url of [
      `/api/v1/exports/${colleague}/file`,
      `/api/v1/exports/${colleague}`,
    ]) {
      expect((await get('ent.admin', url)).statusCode, url).toBe(404);
    }
    const cancel = await t.injectAs('ent.admin', {
      method: 'DELETE',
      url: `/api/v1/exports/${colleague}`,
    });
    expect(cancel.statusCode).toBe(404);
    expect((await rerun('ent.admin', colleague)).statusCode).toBe(404);
    // Without scope an administrator lists their own, as everyone does.
    const mine = (await get('ent.admin', '/api/v1/exports?module=pc')).json();
    expect(mine.exports.map((e: { id: number }) => e.id)).toEqual([own]);
  });

  it('should refuse the account scope to users who are not account administrators', async () => {
    for (const who of ['ent.group', 'corp.admin', 'full.broker']) {
      const response = await get(
        who,
        '/api/v1/exports?module=pc&scope=account',
      );
      expect(response.statusCode, who).toBe(403);
    }
    const bad = await get('ent.admin', '/api/v1/exports?module=pc&scope=all');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().extraData.fields)).toContain('scope');
  });
});

describe('re-run limits on sqlite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      DEMO_COMPANIES: '120',
      EXPORTS_PER_DAY: '2',
    });
  }, 120_000);
  afterAll(() => t.close());

  it('should count a re-run as a new export of the day', async () => {
    const post = (url: string, payload?: object) =>
      t.injectAs('full.broker', { method: 'POST', url, payload });
    const first = await post('/api/v1/exports', {
      ...CSV_EXPORT,
      criteria: { activityDateRange: { minDate: null } },
    });
    expect(first.statusCode, first.body).toBe(202);
    await t.app.jobs.drain();
    const id = first.json().id;
    expect((await post(`/api/v1/exports/${id}/rerun`)).statusCode).toBe(202);
    await t.app.jobs.drain();
    const third = await post(`/api/v1/exports/${id}/rerun`);
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/started 2 exports/);
  });

  it('should say an export recorded without its request cannot be re-run', async () => {
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'full.broker')
      .executeTakeFirstOrThrow();
    const { id } = await t.db
      .insertInto('exports')
      .values({
        user_id: user.id,
        module: 'pac',
        requested_at: new Date().toISOString(),
        report_type: 'Company List CSV',
        process_status: 'COMPLETED',
        mail_sent: 1,
        file_name: 'old.csv',
        download_url: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const response = await t.injectAs('full.broker', {
      method: 'POST',
      url: `/api/v1/exports/${id}/rerun`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().extraData.fields.id).toMatch(
      /can no longer be run again/,
    );
  });
});
