import { describe, expect, it } from 'vitest';
import type { AccountFlag } from '@edge/contracts';
import { accountTypeLabel, describeAccountFlag } from './describe-account-flag';

const flag = (over: Partial<AccountFlag>): AccountFlag => ({
  flag: 'statistics-enabled',
  value: false,
  default_value: false,
  is_set: false,
  changed_at: null,
  changed_by: null,
  ...over,
});

describe('describeAccountFlag', () => {
  it('should name the default an account follows', () => {
    expect(describeAccountFlag(flag({}))).toBe('Follows the default: Off');
    expect(
      describeAccountFlag(flag({ value: true, default_value: true })),
    ).toBe('Follows the default: On');
  });

  it('should say when and by whom a value was set, and the default beside it', () => {
    const at = new Date(2026, 2, 4, 10, 30).toISOString();
    expect(
      describeAccountFlag(
        flag({
          value: true,
          is_set: true,
          changed_at: at,
          changed_by: 'staff.admin',
        }),
      ),
    ).toBe('Set for this account on 3/4/2026 by staff.admin (default: Off)');
    expect(describeAccountFlag(flag({ is_set: true, changed_at: at }))).toBe(
      'Set for this account on 3/4/2026 (default: Off)',
    );
  });
});

describe('accountTypeLabel', () => {
  it('should name the account types of ARCHITECTURE §3', () => {
    expect(accountTypeLabel(1)).toBe('Direct subscriber');
    expect(accountTypeLabel(7)).toBe('Internal staff');
    expect(accountTypeLabel(9)).toBe('Account type 9');
  });
});
