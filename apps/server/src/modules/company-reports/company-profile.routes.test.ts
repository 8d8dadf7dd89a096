import {
  COORDINATE_DECIMALS,
  type CompanyProfile,
  type ContactsReport,
} from '@edge/contracts';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../../testing/each-dialect';
import {
  expectedSources,
  expectSources,
  facts,
  rowsOf,
  useReportsApp,
} from '../../testing/company-reports';

const round = (v: unknown) =>
  v === null ? null : Number(Number(v).toFixed(COORDINATE_DECIMALS));

describeEachDialect('GET /api/v1/companies/:muns', (dialect) => {
  const ctx = useReportsApp(dialect);

  const profile = async (username: string, muns: string) => {
    const response = await ctx.get(username, `/api/v1/companies/${muns}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CompanyProfile>();
  };

  const addressesListed = async (muns: string) => {
    const path = `/api/v1/companies/${muns}/addresses?pageSize=5`;
    const response = await ctx.get('full.broker', path);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ total: number }>().total;
  };

  it('should answer every company with its master row as SQL reads it', async () => {
    for (const muns of await ctx.companies()) {
      const [c] = await rowsOf(
        ctx.db(),
        sql`select c.* from companies c where c.muns = ${muns}`,
      );
      const got = await profile('full.broker', muns);
      expect(got).toMatchObject({
        muns,
        entity_name: c!.name,
        dba_name: c!.dba_name,
        address: c!.address,
        city: c!.city,
        state: c!.state,
        zip: c!.zip,
        county_fips: c!.county_fips,
        latitude: round(c!.latitude),
        longitude: round(c!.longitude),
        naics: c!.naics,
        employees: c!.employees,
        revenue: c!.revenue,
        phone: c!.phone,
        website: c!.website,
        ein: c!.ein,
        year_founded: c!.year_founded,
        // The link counts what the alternate-addresses page lists.
        alternate_addresses: await addressesListed(muns),
        modules: ['pc', 'eb'],
      });
      const where = sql`muns = ${muns}`;
      expectSources(
        got.sources,
        await expectedSources(ctx.db(), facts('company_addresses', where)),
      );
    }
  });

  it('should name the county and the industry of a company', async () => {
    const [harbor] = await rowsOf(
      ctx.db(),
      sql`select muns from companies where naics = '484121'`,
    );
    const got = await profile('pc.broker', String(harbor!.muns));
    expect(got).toMatchObject({
      county_fips: '39049',
      county_name: 'Franklin County',
      naics_title: 'General Freight Trucking, Long-Distance, Truckload',
      modules: ['pc'],
    });
    expect(got.sources.map((s) => s.dataset)).toEqual([
      'firmographics',
      'f5500',
      'osha_inspection',
      'fmcsa_census',
      'wc_policies',
      'properties',
      'contacts',
    ]);
    expect(got.sources.find((s) => s.dataset === 'f5500')).toEqual({
      dataset: 'f5500',
      label: 'Form 5500 (DOL EFAST2)',
      file_name: 'f_5500_2024_latest.csv',
      year: 2024,
      year_kind: 'plan',
      as_of_date: '2025-07-30',
    });
  });
});

describeEachDialect(
  'GET /api/v1/companies/:muns/reports/contacts',
  (dialect) => {
    const ctx = useReportsApp(dialect);
    const SENIORITY = ['Owner', 'C-Level', 'VP', 'Director', 'Manager'];

    it('should list every contact, most senior first, as SQL reads them', async () => {
      let seen = 0;
      for (const [muns, got] of await ctx.eachReport<ContactsReport>(
        'pc.broker',
        'contacts',
      )) {
        const want = await rowsOf(
          ctx.db(),
          sql`select first_name, last_name, title, department, seniority,
          email, phone, linkedin_url, source from contacts where muns = ${muns}`,
        );
        const rank = (s: unknown) => {
          const i = SENIORITY.indexOf(String(s));
          return i < 0 ? SENIORITY.length : i;
        };
        expect(got.contacts).toEqual(
          expect.arrayContaining(want.map((w) => expect.objectContaining(w))),
        );
        expect(got.contacts).toHaveLength(want.length);
        expect(got.has_premium_fields).toBe(true);
        const ranks = got.contacts.map((c) => rank(c.seniority));
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
        expectSources(
          got.sources,
          await expectedSources(
            ctx.db(),
            facts('contacts', sql`muns = ${muns}`),
          ),
        );
        seen += want.length;
      }
      expect(seen).toBeGreaterThan(0);
    });

    // SPEC §3: zywave_is_premium_contacts, the partner platform's licence.
    it('should leave out e-mail, phone and LinkedIn for a partner-platform user without premium contacts', async () => {
      const db = ctx.db();
      const [first] = await rowsOf(
        db,
        sql`select min(muns) as muns from contacts`,
      );
      const muns = String(first!.muns);
      const full = await ctx.report<ContactsReport>(
        'pc.broker',
        muns,
        'contacts',
      );
      expect(full.contacts.length).toBeGreaterThan(0);
      const account = await db
        .selectFrom('users')
        .select('account_id')
        .where('username', '=', 'pc.broker')
        .executeTakeFirstOrThrow();
      const setType = (type: number) =>
        db
          .updateTable('accounts')
          .set({ account_type: type })
          .where('id', '=', account.account_id)
          .execute();
      const setPremium = (value: '0' | '1') =>
        db
          .updateTable('users')
          .set({ zywave_is_premium_contacts: value })
          .where('username', '=', 'pc.broker')
          .execute();
      // The session stays signed in: the licence is read on every call.
      await setType(6);
      try {
        const basic = await ctx.report<ContactsReport>(
          'pc.broker',
          muns,
          'contacts',
        );
        expect(basic.has_premium_fields).toBe(false);
        expect(basic.contacts).toEqual(
          full.contacts.map(
            ({ email: _e, phone: _p, linkedin_url: _l, ...rest }) => rest,
          ),
        );
        for (const contact of basic.contacts) {
          expect(Object.keys(contact)).not.toContain('email');
        }
        await setPremium('1');
        expect(
          await ctx.report<ContactsReport>('pc.broker', muns, 'contacts'),
        ).toEqual(full);
      } finally {
        await setType(1);
        await setPremium('0');
      }
    });
  },
);
