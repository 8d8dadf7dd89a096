import { describe, expect, it } from 'vitest';
import { inferErrorStatus } from './infer-error-status';

describe('inferErrorStatus', () => {
  it('should read statusCode, status or response.status', () => {
    expect(inferErrorStatus({ statusCode: 403 })).toBe(403);
    expect(inferErrorStatus({ status: 404 })).toBe(404);
    expect(inferErrorStatus({ response: { status: 401 } })).toBe(401);
  });

  it.each([
    ['Request unauthorized', 401],
    ['Forbidden resource', 403],
    ['You lack permission for this', 403],
    ['Company not found', 404],
    ['Cannot read properties of undefined', 500],
  ])('should infer from the words of "%s"', (message, status) => {
    expect(inferErrorStatus(new Error(message))).toBe(status);
  });

  it('should fall back to 500', () => {
    expect(inferErrorStatus(undefined)).toBe(500);
    expect(inferErrorStatus({ status: 200 })).toBe(500);
  });
});
