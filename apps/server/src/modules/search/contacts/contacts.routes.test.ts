import {
  contactRoles,
  type ContactRole,
  type ContactsSearchResponse,
} from '@edge/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../testing/each-dialect';
import { createTestApp, type TestApp } from '../../../testing/test-app';

// Demo companies imported through the importers, contacts among them.
const COMPANIES = '1500';
const noDates = { activityDateRange: { minDate: null } };
const WEST = ['CA', 'OR', 'WA', 'NV'];

interface Person {
  source_key: string;
  muns: string;
  title: string | null;
  department: string | null;
  state: string;
}

describeEachDialect('contacts search', (dialect) => {
  let t: TestApp;
  let people: Person[];

  beforeAll(async () => {
    t = await createTestApp(dialect, { DEMO_COMPANIES: COMPANIES });
    people = (await t.db
      .selectFrom('contacts')
      .innerJoin('search_companies', 'search_companies.muns', 'contacts.muns')
      .select([
        'contacts.source_key',
        'contacts.muns',
        'contacts.title',
        'contacts.department',
        'search_companies.state',
      ])
      .execute()) as Person[];
  }, 120_000);
  afterAll(() => t.close());

  const post = (body: object, { module = 'pnc', who = 'full.broker' } = {}) =>
    t.injectAs(who, {
      method: 'POST',
      url: `/api/v1/search/${module}/contacts`,
      payload: body,
    });

  // Every page of an answer, 50 companies a page.
  async function allPages(body: object, options = {}) {
    const pages: ContactsSearchResponse[] = [];
    for (let page = 0; ; page++) {
      const res = await post({ ...body, page, pageSize: 50 }, options);
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json<ContactsSearchResponse>();
      pages.push(answer);
      if ((page + 1) * 50 >= answer.companies) return pages;
    }
  }

  // What the answer must be, read from the table with the role rule.
  function expected(wanted: (p: Person) => boolean) {
    const found = people.filter(wanted);
    return {
      companies: new Set(found.map((p) => p.muns)),
      contacts: new Set(found.map((p) => p.source_key)),
    };
  }
  const holds = (roles: ContactRole[]) => (p: Person) =>
    contactRoles(p.title, p.department).some((r) => roles.includes(r));

  it('should find the contacts of a role at the companies that have one', async () => {
    const want = expected(holds(['hr', 'benefits']));
    expect(want.contacts.size).toBeGreaterThan(20);
    const pages = await allPages({
      criteria: noDates,
      roles: ['hr', 'benefits'],
    });
    expect(pages[0]!.companies).toBe(want.companies.size);
    expect(pages[0]!.contacts).toBe(want.contacts.size);
    const companies = pages.flatMap((p) => p.page);
    expect(new Set(companies.map((c) => c.muns))).toEqual(want.companies);
    const ids = companies.flatMap((c) => c.contacts.map((p) => p.id));
    expect(new Set(ids)).toEqual(want.contacts);
    expect(ids).toHaveLength(want.contacts.size);
    for (const company of companies) {
      for (const contact of company.contacts) {
        expect(contact.roles.some((r) => r === 'hr' || r === 'benefits')).toBe(
          true,
        );
        expect(contact.email).toBeDefined();
      }
    }
  });

  it('should find contacts by title words, case aside, and every contact with no role asked', async () => {
    const manager = expected((p) =>
      (p.title ?? '').toLowerCase().includes('manager'),
    );
    const [first] = await allPages({ criteria: noDates, title: ' MANAGER ' });
    expect(first!.contacts).toBe(manager.contacts.size);
    expect(first!.companies).toBe(manager.companies.size);
    for (const contact of first!.page.flatMap((c) => c.contacts)) {
      expect(contact.title).toMatch(/manager/i);
    }
    const everyone = expected(() => true);
    const [all] = await allPages({ criteria: noDates });
    expect(all!.contacts).toBe(everyone.contacts.size);
    expect(all!.companies).toBe(everyone.companies.size);
  });

  it("should keep to the search's criteria and page companies in the results' sort", async () => {
    const want = expected((p) => p.state === 'TX' && holds(['executive'])(p));
    const body = {
      criteria: { ...noDates, locationSearch: { states: ['TX'] } },
      roles: ['executive'],
      sort: { field: 'employees', direction: 'desc' },
    };
    const pages = await allPages(body);
    expect(pages[0]!.companies).toBe(want.companies.size);
    const companies = pages.flatMap((p) => p.page);
    expect(companies.every((c) => c.state === 'TX')).toBe(true);
    const sizes = companies.map((c) => c.employees ?? -1);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    // A company's people come most senior first, as its report lists them.
    const report = await t.injectAs('full.broker', {
      method: 'GET',
      url: `/api/v1/companies/${companies[0]!.muns}/reports/contacts`,
    });
    const listed = report
      .json<{ contacts: { first_name: string; last_name: string }[] }>()
      .contacts.map((c) => `${c.first_name} ${c.last_name}`);
    const shown = companies[0]!.contacts.map(
      (c) => `${c.first_name} ${c.last_name}`,
    );
    expect(listed.filter((name) => shown.includes(name))).toEqual(shown);
  });

  it("should keep to the user's permitted states and module", async () => {
    // The benefits search's companies: those with a plan, in his states.
    const planned = new Set<string>();
    for (let page = 0; ; page++) {
      const res = await t.injectAs('eb.broker', {
        method: 'POST',
        url: '/api/v1/search/eb',
        payload: { criteria: {}, page, pageSize: 50 },
      });
      const { hits, total } = res.json<{
        hits: { muns: string }[];
        total: number;
      }>();
      for (const hit of hits) planned.add(hit.muns);
      if ((page + 1) * 50 >= total) break;
    }
    const want = expected((p) => planned.has(p.muns));
    expect(want.contacts.size).toBeGreaterThan(0);
    const [first] = await allPages(
      { criteria: {} },
      { module: 'eb', who: 'eb.broker' },
    );
    expect(first!.contacts).toBe(want.contacts.size);
    expect(first!.companies).toBe(want.companies.size);
    expect(first!.page.every((c) => WEST.includes(c.state))).toBe(true);
    const refused = await post(
      { criteria: {} },
      { module: 'eb', who: 'pc.broker' },
    );
    expect(refused.statusCode).toBe(403);
  });

  it('should leave the premium fields out for a licence without them', async () => {
    const account = await t.db
      .selectFrom('users')
      .select('account_id')
      .where('username', '=', 'pc.broker')
      .executeTakeFirstOrThrow();
    const setType = (type: number) =>
      t.db
        .updateTable('accounts')
        .set({ account_type: type })
        .where('id', '=', account.account_id)
        .execute();
    // Signed in first: a partner account's session starts in its shell.
    const cookie = await t.login('pc.broker');
    await setType(6);
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/search/pnc/contacts',
        payload: { criteria: noDates, roles: ['executive'] },
        headers: { cookie },
      });
      const answer = res.json<ContactsSearchResponse>();
      expect(answer.has_premium_fields).toBe(false);
      const contacts = answer.page.flatMap((c) => c.contacts);
      expect(contacts.length).toBeGreaterThan(0);
      for (const contact of contacts) {
        expect(Object.keys(contact)).not.toContain('email');
        expect(Object.keys(contact)).not.toContain('linkedin_url');
      }
    } finally {
      await setType(1);
    }
  });

  it('should refuse an unknown role with the field named', async () => {
    const res = await post({ criteria: noDates, roles: ['janitor'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      extraData: {
        code: 'VALIDATION',
        fields: { 'roles.0': expect.any(String) },
      },
    });
  });
});
