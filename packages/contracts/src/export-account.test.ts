import { describe, expect, it } from 'vitest';
import type { UserInfo } from './auth';
import { describeCriteria, NO_FILTERS_SUMMARY } from './criteria-summary';
import { exportMarksQuerySchema, isAccountAdmin } from './export-account';
import { exportListQuerySchema } from './exports';
import { pcCriteriaSchema } from './search-pc';

const user = (acls: Partial<UserInfo>) => ({ ...acls }) as UserInfo;

describe('isAccountAdmin', () => {
  it('should read ENTERPERISE_ACC_ADMIN on any of the products', () => {
    expect(
      isAccountAdmin(user({ PC_acl: { ENTERPERISE_ACC_ADMIN: '1' } })),
    ).toBe(true);
    expect(
      isAccountAdmin(user({ 'H-W_acl': { ENTERPERISE_ACC_ADMIN: '1' } })),
    ).toBe(true);
    expect(
      isAccountAdmin(user({ PC_acl: { ENTERPERISE_ACC_ADMIN: '0' } })),
    ).toBe(false);
    expect(isAccountAdmin(user({ PC_acl: { ACTIVITY_REP_ALL: '1' } }))).toBe(
      false,
    );
  });
});

describe('export list and marks queries', () => {
  it('should list the user’s own exports unless the account’s are asked for', () => {
    expect(exportListQuerySchema.parse({ module: 'pc' }).scope).toBe('mine');
    expect(
      exportListQuerySchema.parse({ module: 'pc', scope: 'account' }).scope,
    ).toBe('account');
    expect(
      exportListQuerySchema.safeParse({ module: 'pc', scope: 'all' }).success,
    ).toBe(false);
  });

  it('should read a comma list of company ids, once each', () => {
    expect(
      exportMarksQuerySchema.parse({ module: 'pc', muns: ' A1,B2,,A1 ' }).muns,
    ).toEqual(['A1', 'B2']);
    expect(
      exportMarksQuerySchema.safeParse({ module: 'pc', muns: ',' }).success,
    ).toBe(false);
  });
});

describe('describeCriteria', () => {
  it('should name the filters of valid criteria on one line', () => {
    const criteria = pcCriteriaSchema.parse({
      locationSearch: { states: ['TX', 'OK'] },
      companyNaicsSearch: { industry_search_criterias: ['23'] },
    });
    expect(describeCriteria('pc', criteria)).toBe('TX, OK · NAICS 23');
    expect(describeCriteria('pc', pcCriteriaSchema.parse({}))).toBe(
      NO_FILTERS_SUMMARY,
    );
  });
});
