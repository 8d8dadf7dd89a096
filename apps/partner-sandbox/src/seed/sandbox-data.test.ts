import { companyProfiles } from '@edge/synthetic-data';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildSandboxData,
  DEMO_COMPANY_POOL,
  DEMO_SEED,
  type SandboxData,
} from './sandbox-data';
import { linkAccountsToEdge } from './edge-links';
import { splitSuffix } from './spellings';

const digits = (phone: string | null) => (phone ?? '').replace(/\D/g, '');
const words = (text: string) =>
  text
    .toUpperCase()
    .replace(/&/g, 'AND')
    .match(/[A-Z0-9]+/g) ?? [];

describe('the sandbox seed', () => {
  let data: SandboxData;
  beforeAll(() => {
    data = buildSandboxData();
  });

  it('should give the same data for the same seed', () => {
    expect(buildSandboxData()).toEqual(data);
    expect(buildSandboxData(7).accounts).not.toEqual(data.accounts);
  });

  it("should hold more than a page of Cobalt's users, some disabled", () => {
    const cobalt = data.users.filter((u) => u.agencyId === 'AG-1001');
    expect(cobalt.length).toBeGreaterThan(100);
    expect(cobalt.filter((u) => !u.isEnabled).length).toBeGreaterThan(0);
    expect(new Set(data.users.map((u) => u.userName)).size).toBe(
      data.users.length,
    );
    expect(cobalt[0]).toMatchObject({
      userName: 'partner.broker',
      firstName: 'Priya',
      lastName: 'Raman',
      isEnabled: true,
    });
  });

  it('should give every account an owner of its agency and contacts', () => {
    const users = new Map(data.users.map((u) => [u.id, u]));
    for (const account of data.accounts) {
      expect(users.get(account.ownerId)?.agencyId).toBe(account.agencyId);
      expect(
        data.contacts.filter((c) => c.accountId === account.id).length,
      ).toBeGreaterThan(0);
    }
  });

  it('should name in the truth list the demo company of each matching account', () => {
    const companies = new Map(
      companyProfiles(DEMO_SEED, DEMO_COMPANY_POOL).map((c) => [c.id, c]),
    );
    const accounts = new Map(data.accounts.map((a) => [a.id, a]));
    expect(data.truth).toHaveLength(69);
    for (const entry of data.truth) {
      expect(entry.records.length).toBeGreaterThan(0);
      const company = companies.get(entry.companyId)!;
      const account = accounts.get(entry.accountId)!;
      expect(account.zip).toBe(company.zip);
      expect(entry.records).toEqual(company.records);
      if (account.phone)
        expect(digits(account.phone).slice(-10)).toBe(company.phone);
      if (entry.variant.name !== 'dba') {
        const base = words(splitSuffix(company.name)[0]);
        expect(words(account.name).slice(0, base.length)).toEqual(base);
      }
    }
    const spellings = new Set(data.truth.map((e) => e.variant.name));
    expect(spellings.size).toBeGreaterThan(4);
  });

  it('should give the other accounts no demo company phone', () => {
    const known = new Set(data.truth.map((e) => e.accountId));
    const demoPhones = new Set(
      companyProfiles(DEMO_SEED, DEMO_COMPANY_POOL).map((c) => c.phone),
    );
    const others = data.accounts.filter((a) => !known.has(a.id));
    expect(others).toHaveLength(150);
    for (const account of others) {
      expect(demoPhones.has(digits(account.phone).slice(-10))).toBe(false);
    }
  });
});

describe('linking accounts to Edge', () => {
  it("should write Edge's muns into every third truth entry's account", () => {
    const data = buildSandboxData();
    const linked = linkAccountsToEdge(
      data,
      (entry) => `9${entry.companyId.slice(1)}`,
    );
    expect(linked).toBe(23);
    const accounts = new Map(data.accounts.map((a) => [a.id, a]));
    data.truth.forEach((entry, index) => {
      const msid = index % 3 === 0 ? `9${entry.companyId.slice(1)}` : undefined;
      expect(entry.msid).toBe(msid);
      expect(accounts.get(entry.accountId)!.msid).toBe(msid ?? null);
    });
    expect(data.accounts.filter((a) => a.msid !== null)).toHaveLength(23);
  });
});
