import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS } from '@edge/contracts';
import { ApiError } from '../../../lib/api-error';
import { noteErrorsOf } from './note-errors';

describe('note errors', () => {
  it("should put the server's text message on the field, others above the form", () => {
    const refused = new ApiError({
      message: ERROR_TEXTS.VALIDATION,
      statusCode: 400,
      extraData: { code: 'VALIDATION', fields: { text: 'Too long.' } },
      techMessage: 'POST /x 400',
    });
    expect(noteErrorsOf(refused)).toEqual({ field: 'Too long.' });
    const gone = new ApiError({
      message: 'Note not found.',
      statusCode: 404,
      techMessage: 'PUT /x 404',
    });
    expect(noteErrorsOf(gone)).toEqual({ form: 'Note not found.' });
    const capped = new ApiError({
      message: 'You can keep up to 10,000 notes.',
      statusCode: 400,
      extraData: { code: 'NOTE_LIMIT_REACHED' },
      techMessage: 'POST /x 400',
    });
    expect(noteErrorsOf(capped)).toEqual({
      form: 'You can keep up to 10,000 notes.',
    });
    expect(noteErrorsOf(new TypeError('x'))).toEqual({
      form: ERROR_TEXTS.FAILED_FETCH,
    });
  });
});
