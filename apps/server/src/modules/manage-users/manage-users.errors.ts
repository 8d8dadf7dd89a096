import { domainError } from '../../shared/errors';

export const MANAGE_USERS_ERRORS = {
  ACCOUNT_NOT_FOUND: {
    statusCode: 404,
    message: 'That account could not be found.',
  },
  USER_NOT_FOUND: {
    statusCode: 404,
    message: 'That user could not be found in this account.',
  },
  GROUP_NOT_FOUND: {
    statusCode: 404,
    message: 'That group could not be found in this account.',
  },
  GROUP_REPORTED: {
    statusCode: 400,
    message:
      'This group is the Group Activity Report of a group administrator, so it cannot be deleted. Rename it or change its members instead.',
  },
  SEATS_FULL: {
    statusCode: 400,
    message:
      'Every seat of this account is taken. Disable a user or buy more seats first.',
  },
  LAST_ADMIN: {
    statusCode: 400,
    message:
      'This is the last administrator of the account: give another user the right first.',
  },
  OWN_ADMIN_RIGHTS: {
    statusCode: 400,
    message:
      'You cannot change your own administrator rights. Ask another administrator.',
  },
  NOT_ENTERPRISE_USER: {
    statusCode: 400,
    message: 'This user’s kind of account cannot hold administrator rights.',
  },
  USER_DISABLED: {
    statusCode: 400,
    message: 'This user is disabled. Enable them before sending a reset.',
  },
  PRODUCTS_NOT_BOUGHT: {
    statusCode: 400,
    message: 'The account has not bought some of these products or states.',
  },
} as const;

export class ManageUsersError extends domainError(MANAGE_USERS_ERRORS) {}
