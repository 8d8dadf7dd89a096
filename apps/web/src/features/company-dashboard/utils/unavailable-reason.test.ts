import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { unavailableReason } from './unavailable-reason';

const failure = (statusCode: number) =>
  new ApiError({ message: 'x', statusCode, techMessage: 'GET / x' });

describe('unavailableReason', () => {
  it('should end the page for unknown companies and other states', () => {
    expect(unavailableReason(failure(404))).toBe('not-found');
    expect(unavailableReason(failure(400))).toBe('not-found');
    expect(unavailableReason(failure(403))).toBe('outside-states');
  });

  it('should keep the page for failures a retry may fix', () => {
    expect(unavailableReason(failure(500))).toBeNull();
    expect(unavailableReason(new Error('boom'))).toBeNull();
  });
});
