import { describe, expect, it } from 'vitest';
import { pcSavedSearches } from '../../../testing/saved-search-fixtures';
import { isEditableSavedSearch } from './is-editable-saved-search';

describe('isEditableSavedSearch', () => {
  it('should not let a malformed saved search be edited or run', () => {
    const [good, , malformed] = pcSavedSearches().saved_searches;
    expect(isEditableSavedSearch(good!)).toBe(true);
    expect(isEditableSavedSearch(malformed!)).toBe(false);
  });
});
