import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPartnerSandbox, type RunningSandbox } from '../start-sandbox';

// Against a listening sandbox: pages are followed by their next links, as
// Edge's proxy does.

describe('GET agencies/v2.0/agencyuser', () => {
  let sandbox: RunningSandbox;
  let auth: { authorization: string };

  beforeAll(async () => {
    sandbox = await startPartnerSandbox();
    auth = {
      authorization: `Bearer ${sandbox.issueApiToken('partner.broker')}`,
    };
  });
  afterAll(() => sandbox.close());

  async function get(url: string, headers: Record<string, string> = auth) {
    const response = await fetch(url, { headers });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test reads
    const body: any = await response.json();
    return { status: response.status, body };
  }

  it('should page the enabled users by last name to the last page', async () => {
    const query = new URLSearchParams({
      $orderBy: 'lastName asc',
      $filter: 'isEnabled eq true',
      $skip: '0',
      $top: '100',
    });
    let next: string | undefined =
      `${sandbox.url}/agencies/v2.0/agencyuser?${query}`;
    const users: { lastName: string; isEnabled: boolean; agencyId: string }[] =
      [];
    const counts: number[] = [];
    let pages = 0;
    while (next) {
      const { status, body } = await get(next);
      expect(status).toBe(200);
      users.push(...body.value);
      counts.push(body['@odata.count']);
      next = body['@odata.nextLink'];
      pages += 1;
    }
    const enabled = sandbox.state.data.users.filter(
      (u) => u.agencyId === 'AG-1001' && u.isEnabled,
    );
    expect(pages).toBe(2);
    expect(users).toHaveLength(enabled.length);
    expect(new Set(counts)).toEqual(new Set([enabled.length]));
    expect(users.every((u) => u.isEnabled && u.agencyId === 'AG-1001')).toBe(
      true,
    );
    const names = users.map((u) => u.lastName);
    expect(names).toEqual(
      [...names].sort((a, b) =>
        a.localeCompare(b, 'en', { sensitivity: 'base' }),
      ),
    );
  });

  it('should filter on a name that contains a doubled quote', async () => {
    const filter = "isEnabled eq true and contains(fullName,'o''c')";
    const { body } = await get(
      `${sandbox.url}/agencies/v2.0/agencyuser?$filter=${encodeURIComponent(filter)}`,
    );
    expect(body.value.length).toBeGreaterThan(0);
    for (const user of body.value) expect(user.lastName).toBe("O'Connor");
  });

  it('should answer 400 with the error object on a $filter it cannot read', async () => {
    const { status, body } = await get(
      `${sandbox.url}/agencies/v2.0/agencyuser?$filter=${encodeURIComponent("lastName eq 'x")}`,
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      error: {
        code: 'BadRequest',
        message: 'Unterminated string at position 12',
      },
    });
  });

  it('should answer 401 without a token or with a wrong one', async () => {
    const url = `${sandbox.url}/agencies/v2.0/agencyuser`;
    for (const headers of <Record<string, string>[]>[
      {},
      { authorization: 'Bearer not-a-token' },
      { authorization: 'Basic eDp5' },
    ]) {
      const { status, body } = await get(url, headers);
      expect(status).toBe(401);
      expect(body).toEqual({
        error: {
          code: 'Unauthorized',
          message: 'A valid partner user token is required',
        },
      });
    }
  });

  it("should show another agency's user only that agency's users", async () => {
    const token = sandbox.issueApiToken('juniper.broker');
    const { body } = await get(`${sandbox.url}/agencies/v2.0/agencyuser`, {
      authorization: `Bearer ${token}`,
    });
    expect(body['@odata.count']).toBe(12);
    expect(body['@odata.nextLink']).toBeUndefined();
    expect(
      body.value.every((u: { agencyId: string }) => u.agencyId === 'AG-2002'),
    ).toBe(true);
  });
});
