import { COMPANY_REPORTS } from '@edge/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/each-dialect';
import { pdfRunsOf, pdfTextOf } from '../../testing/pdf-text';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { setAccountFlag } from '../feature-flags/index';
import { SIZE } from './dashboard-pdf/pdf-theme';

// The Dashboard PDF of one company: the request, the job, the file.
describeEachDialect('dashboard PDF exports', (dialect) => {
  let t: TestApp;
  // A company with OSHA inspections, and one with benefit plans.
  let osha: { muns: string; name: string; state: string };
  let plans: { muns: string; name: string };

  const pick = async (query: ReturnType<typeof sql>) => {
    const { rows } = await query.execute(t.db);
    return rows[0] as { muns: string; name: string; state: string };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { DEMO_COMPANIES: '300' });
    osha = await pick(sql`select c.muns, c.name, c.state from companies c
      where c.muns in (select muns from osha_inspections)
      order by c.muns limit 1`);
    plans = await pick(sql`select c.muns, c.name, c.state from companies c
      where c.muns in (select muns from insurance_contracts)
      order by c.muns limit 1`);
  }, 120_000);
  afterAll(() => t.close());

  const exportAs = (who: string, payload: object) =>
    t.injectAs(who, { method: 'POST', url: '/api/v1/exports', payload });
  const get = (who: string, url: string) =>
    t.injectAs(who, { method: 'GET', url });
  const dashboard = (module: string, muns: string) => ({
    module,
    kind: 'dashboard',
    format: 'pdf',
    muns,
  });
  const setProducts = async (username: string, products: object) => {
    const row = await t.db
      .selectFrom('users')
      .select('products')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('users')
      .set({ products: JSON.stringify(products) })
      .where('username', '=', username)
      .execute();
    return () =>
      t.db
        .updateTable('users')
        .set({ products: row.products })
        .where('username', '=', username)
        .execute();
  };

  /** Exports a dashboard, runs its job and returns the PDF's text. */
  const exportedText = async (who: string, module: string, muns: string) => {
    const created = await exportAs(who, dashboard(module, muns));
    expect(created.statusCode, created.body).toBe(202);
    await t.app.jobs.drain();
    const { id } = created.json();
    const job = (await get(who, `/api/v1/exports/${id}`)).json();
    expect(job).toMatchObject({ process_status: 'COMPLETED', error: null });
    const file = await get(who, `/api/v1/exports/${id}/file`);
    expect(file.statusCode).toBe(200);
    const runs = await pdfRunsOf(file.rawPayload);
    return {
      id,
      job,
      file,
      text: await pdfTextOf(file.rawPayload),
      // The reports' titles: the text set at the section size.
      titles: runs
        .filter((run) => run.size === SIZE.section)
        .map((run) => run.text),
    };
  };
  // The catalog's titles of the reports a module's dashboard shows.
  const titlesOf = (module: string) =>
    Object.values(COMPANY_REPORTS)
      .filter((report) => [module, 'any'].includes(report.module))
      .map((report) => report.title)
      .sort();

  it('should write the company and every Commercial Lines report to a PDF that opens in the browser', async () => {
    const { id, job, file, text, titles } = await exportedText(
      'full.broker',
      'pc',
      osha.muns,
    );
    expect(job).toMatchObject({
      kind: 'dashboard',
      format: 'pdf',
      columns: null,
      report_type: 'Dashboard PDF',
      rows_total: 1,
      rows_written: 1,
      mail_sent: true,
    });
    expect(job.file_name).toMatch(
      /^Edge-PC-Dashboard-[A-Za-z0-9-]+-\d{8}-\d{4}\.pdf$/,
    );
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `inline; filename="${job.file_name}"`,
    );
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(text).toContain(osha.name);
    expect(text).toContain('Commercial Lines dashboard');
    expect([...titles].sort()).toEqual(titlesOf('pc'));
    expect(text).toContain('OSHA penalties per year');
    expect(text).toMatch(/Source: OSHA/);
    expect(text).toMatch(/Printed \d{1,2}\/\d{1,2}\/\d{4} \d{2}:\d{2} UTC/);
    expect(text).toMatch(/Page 1 of \d+/);

    const history = (
      await get('full.broker', '/api/v1/user/downloads/pac')
    ).json();
    expect(history.downloads[0]).toMatchObject({
      id,
      report_type: 'Dashboard PDF',
      process_status: 'COMPLETED',
      download_url: `/api/v1/exports/${id}/file`,
    });
  });

  it('should write the Benefits reports to the Employee Benefits dashboard', async () => {
    const { text, titles } = await exportedText(
      'full.broker',
      'eb',
      plans.muns,
    );
    expect(text).toContain(plans.name);
    expect(text).toContain('Employee Benefits dashboard');
    expect([...titles].sort()).toEqual(titlesOf('eb'));
    expect(text).toContain('Contracts of');
  });

  it('should print no Benefits report for a user with Commercial Lines only', async () => {
    const refused = await exportAs('ent.group', dashboard('eb', plans.muns));
    expect(refused.statusCode).toBe(403);
    const { text, titles } = await exportedText('ent.group', 'pc', plans.muns);
    expect(text).toContain(plans.name);
    expect([...titles].sort()).toEqual(titlesOf('pc'));
    expect(text).not.toContain('Contracts of');
  });

  it('should refuse users who may not export with 403, and create no export', async () => {
    const response = await exportAs('pc.broker', dashboard('pc', osha.muns));
    expect(response.statusCode).toBe(403);
    const list = await get('pc.broker', '/api/v1/exports?module=pc');
    expect(list.json().total).toBe(0);
  });

  // Decision 0033: the Dashboard PDF is behind its flag, per account.
  it("should refuse with 403 a user who may export when the account's flag is off, until it is on", async () => {
    const account = (
      await t.db
        .selectFrom('users')
        .select('account_id')
        .where('username', '=', 'corp.admin')
        .executeTakeFirstOrThrow()
    ).account_id;
    const refused = await exportAs('corp.admin', dashboard('pc', osha.muns));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().extraData).toEqual({ code: 'FORBIDDEN' });
    const list = await get('corp.admin', '/api/v1/exports?module=pc');
    expect(list.json().total).toBe(0);
    await setAccountFlag(t.db, {
      accountId: account,
      flag: 'dashboard-pdf-export',
      value: true,
      changedBy: null,
    });
    try {
      const { text } = await exportedText('corp.admin', 'pc', osha.muns);
      expect(text).toContain(osha.name);
    } finally {
      await t.db
        .deleteFrom('account_feature_flags')
        .where('account_id', '=', account)
        .execute();
    }
    const again = await exportAs('corp.admin', dashboard('pc', osha.muns));
    expect(again.statusCode).toBe(403);
  });

  it('should refuse a company outside the permitted states as the company routes do', async () => {
    const other = osha.state === 'TX' ? 'OK' : 'TX';
    const restore = await setProducts('ent.group', { PC: other });
    try {
      const outside = await exportAs('ent.group', dashboard('pc', osha.muns));
      expect(outside.statusCode).toBe(403);
      expect(outside.json()).toMatchObject({
        message: 'This company is outside the states your subscription covers.',
        extraData: { code: 'COMPANY_OUTSIDE_STATES' },
      });
      const unknown = await exportAs('ent.group', dashboard('pc', 'ZZ999999'));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().extraData.code).toBe('COMPANY_NOT_FOUND');
    } finally {
      await restore();
    }
  });

  it('should fail the job when the company left the permitted states before it ran', async () => {
    const created = await exportAs('ent.group', dashboard('pc', osha.muns));
    expect(created.statusCode, created.body).toBe(202);
    const other = osha.state === 'TX' ? 'OK' : 'TX';
    const restore = await setProducts('ent.group', { PC: other });
    try {
      await t.app.jobs.drain();
    } finally {
      await restore();
    }
    const job = (
      await get('ent.group', `/api/v1/exports/${created.json().id}`)
    ).json();
    expect(job).toMatchObject({
      process_status: 'FAILED',
      error: 'The company is no longer in the states your subscription covers.',
      download_url: null,
    });
  });

  it('should answer 400 naming the field of a malformed request', async () => {
    const cases: [object, string][] = [
      [{ ...dashboard('pc', osha.muns), format: 'csv' }, 'format'],
      [{ ...dashboard('pc', osha.muns), muns: 'no such id!' }, 'muns'],
      [{ ...dashboard('pc', osha.muns), kind: 'everything' }, 'kind'],
      [{ ...dashboard('pc', osha.muns), criteria: {} }, 'criteria'],
    ];
    for (const [payload, field] of cases) {
      const response = await exportAs('full.broker', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(response.json().extraData.fields ?? {})).toContain(
        field,
      );
    }
  });
});
