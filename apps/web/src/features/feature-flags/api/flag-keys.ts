import type { FeatureFlag } from '@edge/contracts';

/** Keys of the flags of the signed-in user's account and of the staff screen. */
export const flagKeys = {
  all: ['feature-flags'] as const,
  // Every flag answer of one account.
  account: (accountId: number) =>
    [...flagKeys.all, 'account', accountId] as const,
  flag: (accountId: number, flag: FeatureFlag) =>
    [...flagKeys.account(accountId), flag] as const,
  staff: () => [...flagKeys.all, 'staff'] as const,
  staffAccountLists: () => [...flagKeys.staff(), 'accounts'] as const,
  staffAccounts: (q: string, page: number) =>
    [...flagKeys.staffAccountLists(), { q, page }] as const,
  staffAccount: (accountId: number) =>
    [...flagKeys.staff(), 'account', accountId] as const,
};
