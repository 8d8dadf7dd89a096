import { domainError } from '../../shared/errors';

export const COMPANY_DETAILS_ERRORS = {
  // A narrowed violations list names an inspection of another company, or
  // none: never reveal which (STYLE §4).
  OSHA_INSPECTION_NOT_FOUND: {
    statusCode: 404,
    message: 'This company has no OSHA inspection with that number.',
  },
} as const;

export class CompanyDetailsError extends domainError(COMPANY_DETAILS_ERRORS) {}
