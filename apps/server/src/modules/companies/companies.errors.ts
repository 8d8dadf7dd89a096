import { AppError, domainError } from '../../shared/errors';

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

const companiesText = (count: number) =>
  count === 1 ? '1 company' : `${count.toLocaleString('en-US')} companies`;

// A bulk call's refusal names how many companies are the cause.
function refusalMessage(notFound: number, outside: number): string {
  const parts = [
    ...(notFound > 0
      ? [
          `${companiesText(notFound)} ${notFound === 1 ? 'was' : 'were'} not found`,
        ]
      : []),
    ...(outside > 0
      ? [
          `${companiesText(outside)} ${outside === 1 ? 'is' : 'are'} outside the states your subscription covers`,
        ]
      : []),
  ];
  return `${parts.join(' and ')}. Nothing was changed.`;
}

/**
 * A call on many companies refused as a whole: some are unknown (404
 * COMPANY_NOT_FOUND) or outside the module's permitted states (403
 * COMPANY_OUTSIDE_STATES, which wins when both). `extraData.muns` lists
 * them, so the user can untick them.
 */
export class CompaniesRefusedError extends AppError {
  constructor(notFound: readonly string[], outside: readonly string[]) {
    const isOutside = outside.length > 0;
    super(
      isOutside ? 403 : 404,
      isOutside ? 'COMPANY_OUTSIDE_STATES' : 'COMPANY_NOT_FOUND',
      refusalMessage(notFound.length, outside.length),
      { muns: [...notFound, ...outside] },
    );
  }
}
