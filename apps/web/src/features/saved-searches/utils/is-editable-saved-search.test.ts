import { describe, expect, it } from 'vitest';
import {
  ebSavedSearch,
  pcSavedSearches,
  savedSearch,
} from '../../../testing/saved-search-fixtures';
import { isEditableSavedSearch } from './is-editable-saved-search';

describe('isEditableSavedSearch', () => {
  it('should not let a malformed saved search be edited or run', () => {
    const [good, , malformed] = pcSavedSearches().saved_searches;
    expect(isEditableSavedSearch(good!)).toBe(true);
    expect(isEditableSavedSearch(malformed!)).toBe(false);
    expect(isEditableSavedSearch(ebSavedSearch())).toBe(true);
  });

  it('should not let criteria with an unknown key be edited, even unflagged', () => {
    const legacyPc = savedSearch(5, 'Legacy', 5, {
      locationSearch: { states: ['TX'] },
      note: 'kept from an older version',
    });
    const legacyEb = savedSearch(6, 'Legacy benefits', 7, {
      lob_helth: true,
    });
    expect(isEditableSavedSearch(legacyPc)).toBe(false);
    expect(isEditableSavedSearch(legacyEb)).toBe(false);
  });

  it('should not let a search of an unknown module be edited', () => {
    expect(isEditableSavedSearch(savedSearch(8, 'Other', 6, {}))).toBe(false);
  });
});
