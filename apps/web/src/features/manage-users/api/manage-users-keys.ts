export const manageUsersKeys = {
  all: ['manage-users'] as const,
  account: (accountId: number) =>
    [...manageUsersKeys.all, 'account', accountId] as const,
};

export const usersPath = (accountId: number, rest = '') =>
  `/api/v1/admin/accounts/${accountId}/users${rest}`;

export const groupsPath = (accountId: number, rest = '') =>
  `/api/v1/admin/accounts/${accountId}/groups${rest}`;
