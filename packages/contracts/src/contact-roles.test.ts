import { describe, expect, it } from 'vitest';
import { contactRoles, titleHolds, toggleRole } from './contact-roles';
import { resultsExportSchema, ROLES_ARE_CRM } from './exports';
import { pcContactsRequestSchema } from './search-contacts';

describe('contact roles', () => {
  it.each([
    ['Owner', 'Executive', ['executive']],
    ['President', 'Executive', ['executive']],
    ['Chief Executive Officer', 'Executive', ['executive']],
    ['Chief Financial Officer', 'Finance', ['finance']],
    ['Controller', 'Finance', ['finance']],
    ['Office Manager', 'Operations', []],
    ['HR Director', 'Human Resources', ['hr']],
    ['Benefits Manager', 'Human Resources', ['hr', 'benefits']],
    ['Risk Manager', 'Risk Management', ['risk']],
    ['Safety Director', 'Operations', ['safety']],
    ['Fleet Manager', 'Fleet', ['fleet']],
    ['VP of Operations', 'Operations', []],
  ] as const)('should read %s in %s as %j', (title, department, roles) => {
    expect(contactRoles(title, department)).toEqual(roles);
  });

  it('should read titles written other ways', () => {
    expect(contactRoles('VP, Risk & Insurance', null)).toEqual(['risk']);
    expect(contactRoles('Director of Total Rewards', null)).toEqual([
      'benefits',
    ]);
    expect(contactRoles('EHS Coordinator', '')).toEqual(['safety']);
    expect(contactRoles('Transportation/Logistics Mgr', null)).toEqual([
      'fleet',
    ]);
    expect(contactRoles('CFO', null)).toEqual(['finance']);
    expect(contactRoles('Co-Owner', null)).toEqual(['executive']);
  });

  it('should not take a vice president, an assistant or a sales executive for the chief', () => {
    expect(contactRoles('Vice President', null)).toEqual([]);
    expect(contactRoles('Executive Assistant to the President', null)).toEqual(
      [],
    );
    expect(contactRoles('Account Executive', 'Sales')).toEqual([]);
  });

  it('should match whole words only', () => {
    // 'hr' inside a name, 'risk' inside no word, 'fleet' as part of 'fleetwood'.
    expect(contactRoles('Shrine Keeper', null)).toEqual([]);
    expect(contactRoles('Fleetwood Liaison', null)).toEqual([]);
    expect(contactRoles(null, null)).toEqual([]);
  });

  it('should hold title words case aside', () => {
    expect(titleHolds('Benefits Manager', 'benefits man')).toBe(true);
    expect(titleHolds('Benefits Manager', '  ')).toBe(true);
    expect(titleHolds(null, 'manager')).toBe(false);
    expect(titleHolds('HR Director', 'manager')).toBe(false);
  });
});

describe('contacts search body', () => {
  it('should default to every role and title and drop repeated roles', () => {
    const body = pcContactsRequestSchema.parse({
      roles: ['hr', 'hr', 'benefits'],
      title: '  manager ',
    });
    expect(body.roles).toEqual(['hr', 'benefits']);
    expect(body.title).toBe('manager');
    expect(pcContactsRequestSchema.parse({}).roles).toEqual([]);
  });

  it('should refuse an unknown role and too long title words', () => {
    expect(
      pcContactsRequestSchema.safeParse({ roles: ['janitor'] }).success,
    ).toBe(false);
    expect(
      pcContactsRequestSchema.safeParse({ title: 'x'.repeat(81) }).success,
    ).toBe(false);
  });
});

describe('contact roles of an export', () => {
  const base = { module: 'pc', kind: 'results', format: 'csv' } as const;

  it('should take roles for a CRM import', () => {
    const parsed = resultsExportSchema.parse({
      ...base,
      columns: 'crm',
      contactRoles: ['hr'],
    });
    expect(parsed.contactRoles).toEqual(['hr']);
  });

  it('should refuse roles for an export without contacts', () => {
    const parsed = resultsExportSchema.safeParse({
      ...base,
      columns: 'shown',
      contactRoles: ['hr'],
    });
    expect(parsed.error?.issues[0]?.message).toBe(ROLES_ARE_CRM);
  });
});

describe('toggling a role', () => {
  it('should switch a role on or off and keep the roles in order', () => {
    expect(toggleRole(['fleet'], 'hr')).toEqual(['hr', 'fleet']);
    expect(toggleRole(['hr', 'fleet'], 'hr')).toEqual(['fleet']);
  });
});
