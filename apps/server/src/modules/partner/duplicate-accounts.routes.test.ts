import type { DuplicateAccountsReport } from '@edge/contracts';
import { companyReportPath } from '@edge/contracts';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { expectAppError } from '../../testing/app-error';
import { describeEachDialect } from '../../testing/each-dialect';
import { usePartnerApp } from '../../testing/partner-app';
import { munsOfTruth } from '../../testing/partner-truth';
import { PARTNER_ERRORS } from './partner.errors';

const reportPath = (muns: string) =>
  companyReportPath(muns, 'contacts').replace(
    /contacts$/,
    'duplicate-accounts',
  );

describeEachDialect('GET .../reports/duplicate-accounts', (dialect) => {
  const ctx = usePartnerApp(dialect, { demoCompanies: 120, linkToEdge: true });
  let munsOf = new Map<string, string>();
  const get = (path: string, username = 'partner.broker') =>
    ctx.injectAs(username, { url: path });

  beforeAll(async () => {
    const all = await munsOfTruth(ctx.t().db, ctx.sandbox().truth);
    munsOf = new Map([...all].map(([id, muns]) => [id, muns[0]!]));
  });
  beforeEach(() => {
    ctx.clear();
    ctx.partnerUser = 'partner.broker';
  });

  it('should answer the AMS account of a known company with its owner and contacts', async () => {
    const { data } = ctx.sandbox().state;
    const { truth } = data;
    // A company written another way, by name and phone alone.
    const entry = truth.find((e) => e.variant.address === 'moved' && !e.msid)!;
    const muns = munsOf.get(entry.accountId)!;
    const response = await get(reportPath(muns));
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<DuplicateAccountsReport>();
    const account = data.accounts.find((a) => a.id === entry.accountId)!;
    const owner = data.users.find((u) => u.id === account.ownerId)!;
    const found = report.accounts.find((a) => a.id === account.id)!;
    expect(report).toMatchObject({
      muns,
      agency_name: 'Cobalt Partner Brokerage',
    });
    expect(found).toMatchObject({
      name: account.name,
      msid: null,
      owner: {
        id: owner.id,
        name: `${owner.firstName} ${owner.lastName}`,
        email: owner.email,
      },
      created_on: account.createdOn,
    });
    expect(found.matched_on).toContain('name');
    expect(found.matched_on).not.toContain('addressLine1');
    const contacts = data.contacts.filter((c) => c.accountId === account.id);
    expect(found.contacts.map((c) => c.id).sort()).toEqual(
      contacts.map((c) => c.id).sort(),
    );
    expect(found.contacts[0]).toMatchObject({ is_primary: true });
  });

  it('should match an account linked to the company by its msid', async () => {
    const entry = ctx.sandbox().truth.find((e) => e.msid)!;
    const response = await get(reportPath(entry.msid!));
    const found = response
      .json<DuplicateAccountsReport>()
      .accounts.find((a) => a.id === entry.accountId)!;
    expect(found.msid).toBe(entry.msid);
    expect(found.matched_on).toContain('msid');
    // The filter names the msid, and no request was made per contact.
    const filter = ctx.requests
      .map((r) => r.url.searchParams.get('$filter') ?? '')
      .find((f) => f.includes('msid'))!;
    expect(filter).toContain(`msid eq '${entry.msid}'`);
  });

  it('should answer no accounts for a company the AMS does not hold', async () => {
    const all = await munsOfTruth(ctx.t().db, ctx.sandbox().truth);
    const known = new Set([...all.values()].flat());
    const { rows } = await ctx
      .t()
      .db.selectFrom('companies')
      .select('muns')
      .execute()
      .then((r) => ({ rows: r }));
    const other = rows.map((r) => r.muns).find((m) => !known.has(m))!;
    const response = await get(reportPath(other));
    expect(response.statusCode).toBe(200);
    expect(response.json<DuplicateAccountsReport>().accounts).toEqual([]);
  });

  it('should answer 403 NO_AMS for an agency without the AMS licence', async () => {
    ctx.partnerUser = 'juniper.broker';
    const path = reportPath([...munsOf.values()][0]!);
    expectAppError(await get(path), {
      ...PARTNER_ERRORS.NO_AMS,
      extraData: { code: 'NO_AMS' },
      method: 'GET',
      path,
    });
  });

  it('should refuse a user of another account type with 403', async () => {
    const path = reportPath([...munsOf.values()][0]!);
    expectAppError(await get(path, 'full.broker'), {
      ...PARTNER_ERRORS.PARTNER_ONLY,
      extraData: { code: 'PARTNER_ONLY' },
      method: 'GET',
      path,
    });
  });

  it('should answer 404 for an unknown company and 403 outside the permitted states', async () => {
    const missing = reportPath('999999999');
    expectAppError(await get(missing), {
      statusCode: 404,
      message: 'Company not found.',
      extraData: { code: 'COMPANY_NOT_FOUND' },
      method: 'GET',
      path: missing,
    });
    const muns = [...munsOf.values()][0]!;
    const { state } = await ctx
      .t()
      .db.selectFrom('companies')
      .select('state')
      .where('muns', '=', muns)
      .executeTakeFirstOrThrow();
    const elsewhere = state === 'AK' ? 'HI' : 'AK';
    await ctx
      .t()
      .db.updateTable('users')
      .set({ products: JSON.stringify({ PC: elsewhere, 'H-W': elsewhere }) })
      .where('username', '=', 'partner.broker')
      .execute();
    try {
      const path = reportPath(muns);
      expectAppError(await get(path), {
        statusCode: 403,
        message: 'This company is outside the states your subscription covers.',
        extraData: { code: 'COMPANY_OUTSIDE_STATES' },
        method: 'GET',
        path,
      });
    } finally {
      await ctx
        .t()
        .db.updateTable('users')
        .set({
          products: JSON.stringify({ PC: 'All States', 'H-W': 'All States' }),
        })
        .where('username', '=', 'partner.broker')
        .execute();
    }
  });
});
