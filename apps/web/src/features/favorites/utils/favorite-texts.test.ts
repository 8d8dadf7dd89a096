import { describe, expect, it } from 'vitest';
import { bulkAddedMessage } from './favorite-texts';

describe('bulkAddedMessage', () => {
  it('should count the added companies and those that already were', () => {
    expect(bulkAddedMessage({ added: 12, already: 3 })).toBe(
      'Added 12 companies to favorites (3 already were).',
    );
    expect(bulkAddedMessage({ added: 1, already: 0 })).toBe(
      'Added 1 company to favorites.',
    );
    expect(bulkAddedMessage({ added: 1250, already: 1 })).toBe(
      'Added 1,250 companies to favorites (1 already was).',
    );
  });

  it('should say so when every company already was a favorite', () => {
    expect(bulkAddedMessage({ added: 0, already: 1 })).toBe(
      'This company already was a favorite.',
    );
    expect(bulkAddedMessage({ added: 0, already: 4 })).toBe(
      'All 4 companies already were favorites.',
    );
  });
});
