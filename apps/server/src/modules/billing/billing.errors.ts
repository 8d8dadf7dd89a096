import { domainError } from '../../shared/errors';

export const BILLING_ERRORS = {
  INVOICE_NOT_FOUND: {
    statusCode: 404,
    message: 'That invoice could not be found.',
  },
  ACCOUNT_NOT_FOUND: {
    statusCode: 404,
    message: 'Your account could not be found.',
  },
  NO_PLAN: {
    statusCode: 409,
    message: 'Your account has no plan on record. Please contact support.',
  },
  UPGRADE_REQUESTS_LIMIT: {
    statusCode: 429,
    message:
      'You have sent the most upgrade requests allowed in 24 hours. Our sales team will be in touch; please try again tomorrow.',
  },
  INVOICE_NOT_BILLABLE: {
    statusCode: 400,
    message: 'That invoice does not fit the plan.',
  },
} as const;

export class BillingError extends domainError(BILLING_ERRORS) {}
