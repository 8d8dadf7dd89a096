import { domainError } from '../../shared/errors';

export const COMPANY_ERRORS = {
  COMPANY_NOT_FOUND: {
    statusCode: 404,
    message: 'Company not found.',
  },
  // ARCHITECTURE §5: a state outside the permitted ones is never returned.
  COMPANY_OUTSIDE_STATES: {
    statusCode: 403,
    message: 'This company is outside the states your subscription covers.',
  },
} as const;

export class CompanyError extends domainError(COMPANY_ERRORS) {}
