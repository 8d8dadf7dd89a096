import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { shouldRetryReport } from './should-retry-report';

const apiError = (statusCode: number, isNetworkError = false) =>
  new ApiError({
    message: 'Failed to fetch data.',
    statusCode,
    techMessage: `GET /api/v1/companies/1 ${statusCode}`,
    isNetworkError,
  });

describe('shouldRetryReport', () => {
  it('should not retry answers a retry cannot change', () => {
    expect(shouldRetryReport(0, apiError(403))).toBe(false);
    expect(shouldRetryReport(0, apiError(404))).toBe(false);
  });

  it('should not retry statuses the API client has already retried', () => {
    expect(shouldRetryReport(0, apiError(500))).toBe(false);
    expect(shouldRetryReport(0, apiError(503))).toBe(false);
  });

  it('should retry dropped connections and gateway timeouts 3 times', () => {
    expect(shouldRetryReport(0, apiError(401, true))).toBe(true);
    expect(shouldRetryReport(2, apiError(504))).toBe(true);
    expect(shouldRetryReport(3, apiError(504))).toBe(false);
  });
});
