import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS } from '@edge/contracts';
import { ApiError } from '../../../lib/api-error';
import { commentErrorOf } from './comment-errors';

describe('comment errors', () => {
  it("should prefer the server's words for the comment field", () => {
    const refused = new ApiError({
      message: ERROR_TEXTS.VALIDATION,
      statusCode: 400,
      extraData: { fields: { comment: 'Too long.' } },
      techMessage: 'PUT /x 400',
    });
    expect(commentErrorOf(refused)).toBe('Too long.');
    const missing = new ApiError({
      message: 'Favorite not found.',
      statusCode: 404,
      techMessage: 'PUT /x 404',
    });
    expect(commentErrorOf(missing)).toBe('Favorite not found.');
    expect(commentErrorOf(new Error('boom'))).toBe(ERROR_TEXTS.FAILED_FETCH);
  });
});
