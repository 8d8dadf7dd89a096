import { describe, expect, it } from 'vitest';
import { noteFormSchema } from './use-note-form';

function messageOf(text: string) {
  return noteFormSchema.safeParse({ text }).error?.issues[0]?.message;
}

describe('note form schema', () => {
  it('should trim a note and refuse a blank or too long one', () => {
    expect(noteFormSchema.parse({ text: '  Call back  ' })).toEqual({
      text: 'Call back',
    });
    expect(messageOf(' \n ')).toBe('Write the note first.');
    expect(messageOf('x'.repeat(4001))).toBe(
      'A note has at most 4,000 characters.',
    );
  });
});
