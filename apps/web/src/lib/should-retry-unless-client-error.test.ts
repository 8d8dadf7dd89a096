import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { shouldRetryUnlessClientError } from './should-retry-unless-client-error';

const apiError = (statusCode: number, isNetworkError = false) =>
  new ApiError({
    message: 'Failed to fetch data.',
    statusCode,
    techMessage: `GET /api/v1/brokers/1 ${statusCode}`,
    isNetworkError,
  });

describe('shouldRetryUnlessClientError', () => {
  it('should not retry a 4xx answer', () => {
    expect(shouldRetryUnlessClientError(0, apiError(400))).toBe(false);
    expect(shouldRetryUnlessClientError(0, apiError(403))).toBe(false);
    expect(shouldRetryUnlessClientError(0, apiError(404))).toBe(false);
    expect(shouldRetryUnlessClientError(0, apiError(499))).toBe(false);
  });

  it('should not retry a dropped connection, read as a 401', () => {
    expect(shouldRetryUnlessClientError(0, apiError(401, true))).toBe(false);
  });

  it('should retry other failures 3 times', () => {
    expect(shouldRetryUnlessClientError(0, apiError(500))).toBe(true);
    expect(shouldRetryUnlessClientError(2, apiError(504))).toBe(true);
    expect(shouldRetryUnlessClientError(3, apiError(504))).toBe(false);
    expect(shouldRetryUnlessClientError(0, new Error('parse'))).toBe(true);
    expect(shouldRetryUnlessClientError(3, new Error('parse'))).toBe(false);
  });
});
