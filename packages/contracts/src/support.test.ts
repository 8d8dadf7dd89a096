import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from './auth';
import {
  hasSupportCenter,
  supportReference,
  supportRequestBodySchema,
} from './support';

describe('the Support Center rules', () => {
  it('should hide the Support Center from partner-platform users only', () => {
    expect(hasSupportCenter(ACCOUNT_TYPES.PARTNER_PLATFORM)).toBe(false);
    for (const type of [1, 2, 3, 7]) expect(hasSupportCenter(type)).toBe(true);
  });

  it('should number references with six digits', () => {
    expect(supportReference(42)).toBe('SR-000042');
    expect(supportReference(1234567)).toBe('SR-1234567');
  });

  it('should trim the subject and message before checking their lengths', () => {
    expect(
      supportRequestBodySchema.parse({
        subject: '  Map  ',
        message: '   The map shows no clusters.  ',
      }),
    ).toEqual({ subject: 'Map', message: 'The map shows no clusters.' });
    const refused = supportRequestBodySchema.safeParse({
      subject: '   ab   ',
      message: '         short    ',
    });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'Enter a subject of at least 3 characters.',
      'Write at least 10 characters, so we know how to help.',
    ]);
  });
});
