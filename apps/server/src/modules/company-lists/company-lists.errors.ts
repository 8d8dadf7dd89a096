import { COMPANY_LIST_COMPANIES_MAX, COMPANY_LISTS_MAX } from '@edge/contracts';
import { domainError } from '../../shared/errors';

export const COMPANY_LIST_ERRORS = {
  // Missing, of another module, and not shared with the user alike.
  COMPANY_LIST_NOT_FOUND: { statusCode: 404, message: 'List not found.' },
  COMPANY_LIST_OWNER_ONLY: {
    statusCode: 403,
    message: "Only the list's owner may rename, share or delete it.",
  },
  COMPANY_LIST_READ_ONLY: {
    statusCode: 403,
    message: 'This list is shared with you to read only.',
  },
  COMPANY_LIST_NAME_TAKEN: {
    statusCode: 409,
    message: 'You already have a list with this name.',
  },
  COMPANY_LISTS_FULL: {
    statusCode: 409,
    message: `You have ${COMPANY_LISTS_MAX} lists in this module, the most there can be. Delete one to make another.`,
  },
  COMPANY_LIST_FULL: {
    statusCode: 409,
    message: `A list holds at most ${COMPANY_LIST_COMPANIES_MAX.toLocaleString('en-US')} companies.`,
  },
  COMPANY_LIST_COMPANY_NOT_FOUND: {
    statusCode: 404,
    message: 'This company is not in the list.',
  },
  COMPANY_LIST_SHARE_REFUSED: {
    statusCode: 400,
    message:
      'Share a list only with enabled users of your account who hold its module.',
  },
} as const;

export class CompanyListError extends domainError(COMPANY_LIST_ERRORS) {}
