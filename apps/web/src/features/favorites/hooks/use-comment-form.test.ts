import { describe, expect, it } from 'vitest';
import { commentFormSchema } from './use-comment-form';

describe('comment form schema', () => {
  it('should trim a comment and refuse one over 1,000 characters', () => {
    expect(commentFormSchema.parse({ comment: '  Call in May ' })).toEqual({
      comment: 'Call in May',
    });
    expect(commentFormSchema.parse({ comment: '   ' })).toEqual({
      comment: '',
    });
    expect(
      commentFormSchema.safeParse({ comment: 'x'.repeat(1001) }).error
        ?.issues[0]?.message,
    ).toBe('A comment has at most 1,000 characters.');
  });
});
