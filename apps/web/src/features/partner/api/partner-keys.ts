// TanStack Query keys of the partner platform, general to specific. The
// agency's lists hold the Edge user they were read for.
export const partnerKeys = {
  all: ['partner'] as const,
  featureLicense: (userId: number) =>
    [...partnerKeys.all, 'feature-license', userId] as const,
  agencyUsers: (userId: number) =>
    [...partnerKeys.all, 'agency-users', userId] as const,
  duplicateAccounts: (muns: string) =>
    [...partnerKeys.all, 'duplicate-accounts', muns] as const,
  amsMark: (muns: string) => [...partnerKeys.all, 'ams-mark', muns] as const,
};
