import { AppError, domainError } from '../../shared/errors';

export const EXPORT_ERRORS = {
  // Missing and someone else's alike (STYLE §4).
  EXPORT_NOT_FOUND: { statusCode: 404, message: 'Export not found.' },
  EXPORT_FILE_GONE: {
    statusCode: 404,
    message:
      'This file is no longer available: export files are kept for 48 hours. Run the export again.',
  },
  EXPORT_NOT_RUNNING: {
    statusCode: 409,
    message: 'This export has already finished.',
  },
} as const;

export const ExportError = domainError(EXPORT_ERRORS);

/** 429: the user's exports of the last 24 hours reached the limit. */
export function dailyLimitError(limit: number): AppError {
  return new AppError(
    429,
    'EXPORTS_PER_DAY',
    `You have started ${limit} exports in the last 24 hours, the most allowed. Try again later.`,
  );
}

/** 429: the user's running exports reached the limit. */
export function runningLimitError(limit: number): AppError {
  return new AppError(
    429,
    'EXPORTS_AT_ONCE',
    `${limit} of your exports are still running, the most at once. Wait for one to finish, or cancel one, and export again.`,
  );
}
