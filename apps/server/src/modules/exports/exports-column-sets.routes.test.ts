import { CONTACT_ROLE_LABELS, contactRoles } from '@edge/contracts';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/each-dialect';
import { CRM_ROLES_COLUMN } from './crm/crm-columns';
import { createTestApp, type TestApp } from '../../testing/test-app';

type Rows = string[][];
const csvRows = (text: string) => parse(text.replace(/^\uFEFF/, '')) as Rows;

/** The entries of a zip, by name, as text. */
async function unzip(buffer: Buffer): Promise<Map<string, string>> {
  const zip = await yauzl.fromBufferPromise(buffer, {
    lazyEntries: true,
    autoClose: false,
  });
  const out = new Map<string, string>();
  for await (const entry of zip.eachEntry()) {
    const stream = await zip.openReadStreamPromise(entry);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    out.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
  }
  zip.close();
  return out;
}

const column = (rows: Rows, label: string) => {
  const i = rows[0]!.indexOf(label);
  expect(i, label).toBeGreaterThanOrEqual(0);
  return (row: string[]) => row[i]!;
};

// The full profile and the CRM import: every value from the reports the
// dashboard shows, with their sources; CRM headers as the CRMs read them.
describeEachDialect('export column sets', (dialect) => {
  let t: TestApp;
  const TEXAS = {
    locationSearch: { states: ['TX'] },
    activityDateRange: { minDate: null },
  };

  beforeAll(async () => {
    t = await createTestApp(dialect, { DEMO_COMPANIES: '400' });
  }, 120_000);
  afterAll(() => t.close());

  const get = (url: string) =>
    t.injectAs('full.broker', { method: 'GET', url });
  /** Exports, runs the job and answers the finished file. */
  async function exported(payload: object) {
    const created = await t.injectAs('full.broker', {
      method: 'POST',
      url: '/api/v1/exports',
      payload,
    });
    expect(created.statusCode, created.body).toBe(202);
    const { id } = created.json();
    await t.app.jobs.drain();
    const job = (await get(`/api/v1/exports/${id}`)).json();
    expect(job.process_status, job.error).toBe('COMPLETED');
    const file = await get(`/api/v1/exports/${id}/file`);
    expect(file.statusCode).toBe(200);
    return { job, file };
  }
  const search = async (url: string, criteria: object) =>
    (
      await t.injectAs('full.broker', {
        method: 'POST',
        url,
        payload: { criteria, pageSize: 50 },
      })
    ).json() as { total: number; hits: { muns: string }[] };

  const setStage = async (module: string, muns: string, stage: string) => {
    const set = await t.injectAs('full.broker', {
      method: 'PUT',
      url: `/api/v1/pipeline/${module}/companies/${muns}`,
      payload: { stage },
    });
    expect(set.statusCode, set.body).toBe(200);
  };

  it('should write every commercial report fact with its source and year, as the reports answer them', async () => {
    const { total, hits } = await search('/api/v1/search/pnc', TEXAS);
    await setStage('pc', hits[1]!.muns, 'contacted');
    const { job, file } = await exported({
      module: 'pc',
      kind: 'results',
      format: 'csv',
      columns: 'profile',
      criteria: TEXAS,
    });
    expect(job.report_type).toBe('Company Profiles CSV');
    const rows = csvRows(file.body);
    expect(rows).toHaveLength(total + 1);
    expect(rows.slice(1, 1 + hits.length).map(column(rows, 'Edge ID'))).toEqual(
      hits.map((h) => h.muns),
    );
    // The user's pipeline stage closes each row; blank without one.
    expect(rows[0]!.at(-1)).toBe('Pipeline stage');
    expect(rows.slice(1, 4).map((r) => r.at(-1))).toEqual([
      '',
      'Contacted',
      '',
    ]);
    const inspections = column(rows, 'OSHA inspections');
    const withOsha = rows.slice(1).find((r) => Number(inspections(r)) > 0);
    expect(withOsha, 'a Texas company with OSHA inspections').toBeDefined();
    const muns = column(rows, 'Edge ID')(withOsha!);
    const osha = (await get(`/api/v1/companies/${muns}/reports/osha`)).json();
    expect(Number(inspections(withOsha!))).toBe(osha.totals.inspections);
    expect(Number(column(rows, 'OSHA violations')(withOsha!))).toBe(
      osha.totals.violations,
    );
    expect(column(rows, 'OSHA source')(withOsha!)).toBe(
      osha.sources.map((s: { label: string }) => s.label).join('; '),
    );
    expect(column(rows, 'OSHA year')(withOsha!)).toMatch(/^\d{4}/);
    // Every row is a Texas company; a fact the company lacks is blank.
    expect(rows.slice(1).every((r) => column(rows, 'State')(r) === 'TX')).toBe(
      true,
    );
    const noDot = rows
      .slice(1)
      .find((r) => column(rows, 'DOT numbers')(r) === '');
    expect(noDot && column(rows, 'DOT power units')(noDot)).toBe('');
  });

  it('should write the benefits profile to Excel with numbers as numbers', async () => {
    const criteria = { selected_states: ['TX'] };
    const { total } = await search('/api/v1/search/eb', criteria);
    const { file } = await exported({
      module: 'eb',
      kind: 'results',
      format: 'xlsx',
      columns: 'profile',
      criteria,
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(total + 1);
    const header = (sheet.getRow(1).values as string[]).slice(1);
    const at = (label: string) => header.indexOf(label) + 1;
    expect(at('Participants')).toBeGreaterThan(0);
    expect(at('Welfare plans source')).toBeGreaterThan(0);
    let checked = 0;
    for (let n = 2; n <= sheet.rowCount && checked < 3; n += 1) {
      const row = sheet.getRow(n);
      if (!row.getCell(at('Welfare plans')).value) continue;
      const muns = String(row.getCell(at('Edge ID')).value);
      const welfare = (
        await get(`/api/v1/companies/${muns}/reports/welfare-summary`)
      ).json();
      expect(row.getCell(at('Participants')).value).toBe(welfare.participants);
      expect(row.getCell(at('Premium')).value).toBe(welfare.premium);
      expect(row.getCell(at('Welfare plan year')).value).toBe(
        welfare.plan_year,
      );
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('should zip Salesforce and HubSpot accounts and contacts keyed by the Edge ID', async () => {
    const ticked = (await search('/api/v1/search/pnc', TEXAS)).hits
      .slice(0, 12)
      .map((h) => h.muns);
    await setStage('pc', ticked[2]!, 'quoted');
    const { job, file } = await exported({
      module: 'pc',
      kind: 'results',
      format: 'csv',
      columns: 'crm',
      criteria: TEXAS,
      muns: ticked,
    });
    expect(job.report_type).toBe('CRM Import');
    expect(job.file_name).toMatch(/^Edge-PC-CRM-.*\.zip$/);
    expect(file.headers['content-type']).toBe('application/zip');
    const files = await unzip(file.rawPayload);
    expect([...files.keys()].sort()).toEqual([
      'README.txt',
      'hubspot-companies.csv',
      'hubspot-contacts.csv',
      'salesforce-accounts.csv',
      'salesforce-contacts.csv',
    ]);
    const accounts = csvRows(files.get('salesforce-accounts.csv')!);
    expect(accounts[0]!.slice(0, 4)).toEqual([
      'Edge ID',
      'Account Name',
      'Website',
      'Phone',
    ]);
    expect(accounts.slice(1).map((r) => r[0])).toEqual(ticked);
    const companies = csvRows(files.get('hubspot-companies.csv')!);
    expect(companies[0]).toContain('Company Domain Name');
    expect(companies).toHaveLength(accounts.length);
    // Both accounts files end with the user's stage of the company (the
    // second was marked contacted by the profile test above).
    const stages = ['', 'Contacted', 'Quoted'];
    for (const file of [accounts, companies]) {
      const stage = column(file, 'Edge Pipeline Stage');
      expect(file.slice(1).map(stage)).toEqual(
        ticked.map((_, i) => stages[i] ?? ''),
      );
    }

    const contacts = csvRows(files.get('salesforce-contacts.csv')!);
    let expected = 0;
    for (const muns of ticked) {
      const report = (
        await get(`/api/v1/companies/${muns}/reports/contacts`)
      ).json();
      expected += report.contacts.length;
    }
    expect(contacts).toHaveLength(expected + 1);
    expect(csvRows(files.get('hubspot-contacts.csv')!)).toHaveLength(
      expected + 1,
    );
    expect(contacts[0]).toEqual(
      expect.arrayContaining(['First Name', 'Last Name', 'Title', 'Email']),
    );
    expect(files.get('README.txt')).toContain('External ID');
    expect(files.get('README.txt')).toContain('Edge Pipeline Stage');
  });

  // SPEC §3: zywave_is_premium_contacts, the partner platform's licence;
  // the job reads the user as it runs.
  it('should leave the contacts e-mail and phone empty for a partner-platform user without premium contacts', async () => {
    const ticked = (await search('/api/v1/search/pnc', TEXAS)).hits
      .slice(0, 12)
      .map((h) => h.muns);
    const created = await t.injectAs('full.broker', {
      method: 'POST',
      url: '/api/v1/exports',
      payload: {
        module: 'pc',
        kind: 'results',
        format: 'csv',
        columns: 'crm',
        criteria: TEXAS,
        muns: ticked,
      },
    });
    expect(created.statusCode, created.body).toBe(202);
    const { account_id } = await t.db
      .selectFrom('users')
      .select('account_id')
      .where('username', '=', 'full.broker')
      .executeTakeFirstOrThrow();
    const setType = (type: number) =>
      t.db
        .updateTable('accounts')
        .set({ account_type: type })
        .where('id', '=', account_id)
        .execute();
    await setType(6);
    try {
      await t.app.jobs.drain();
    } finally {
      await setType(1);
    }
    const file = await get(`/api/v1/exports/${created.json().id}/file`);
    expect(file.statusCode).toBe(200);
    const files = await unzip(file.rawPayload);
    const contacts = csvRows(files.get('salesforce-contacts.csv')!);
    expect(contacts.length).toBeGreaterThan(1);
    const email = column(contacts, 'Email');
    const phone = column(contacts, 'Phone');
    const name = column(contacts, 'Last Name');
    for (const row of contacts.slice(1)) {
      expect([email(row), phone(row)]).toEqual(['', '']);
      expect(name(row)).not.toBe('');
    }
  });

  it("should write each contact's roles and keep only the asked roles' contacts", async () => {
    const ticked = (await search('/api/v1/search/pnc', TEXAS)).hits
      .slice(0, 30)
      .map((h) => h.muns);
    const people: { title: string | null; department: string | null }[] = [];
    for (const muns of ticked) {
      const report = (
        await get(`/api/v1/companies/${muns}/reports/contacts`)
      ).json();
      people.push(...report.contacts);
    }
    const labelsOf = (p: (typeof people)[number]) =>
      contactRoles(p.title, p.department)
        .map((role) => CONTACT_ROLE_LABELS[role])
        .join('; ');
    const base = {
      module: 'pc',
      kind: 'results',
      format: 'csv',
      columns: 'crm',
      criteria: TEXAS,
      muns: ticked,
    };
    const every = await unzip((await exported(base)).file.rawPayload);
    const all = csvRows(every.get('salesforce-contacts.csv')!);
    const rolesOf = column(all, CRM_ROLES_COLUMN);
    expect(all.slice(1).map(rolesOf).sort()).toEqual(
      people.map(labelsOf).sort(),
    );
    expect(all.slice(1).map(rolesOf).filter(Boolean).length).toBeGreaterThan(0);

    const some = await unzip(
      (await exported({ ...base, contactRoles: ['finance', 'risk'] })).file
        .rawPayload,
    );
    const wanted = people.filter((p) =>
      contactRoles(p.title, p.department).some(
        (r) => r === 'finance' || r === 'risk',
      ),
    );
    expect(wanted.length).toBeGreaterThan(0);
    for (const name of ['salesforce-contacts.csv', 'hubspot-contacts.csv']) {
      const rows = csvRows(some.get(name)!);
      expect(rows.slice(1).map(column(rows, CRM_ROLES_COLUMN)).sort()).toEqual(
        wanted.map(labelsOf).sort(),
      );
    }
    // Every account stays: the roles choose contacts, not companies.
    expect(csvRows(some.get('salesforce-accounts.csv')!)).toHaveLength(
      ticked.length + 1,
    );
    expect(some.get('README.txt')).toContain(CRM_ROLES_COLUMN);
  });

  it('should refuse a CRM import in Excel, naming the format', async () => {
    const refused = await t.injectAs('full.broker', {
      method: 'POST',
      url: '/api/v1/exports',
      payload: {
        module: 'pc',
        kind: 'results',
        format: 'xlsx',
        columns: 'crm',
        criteria: TEXAS,
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain('format');
    expect(refused.body).toContain('zip of CSV files');
  });
});
