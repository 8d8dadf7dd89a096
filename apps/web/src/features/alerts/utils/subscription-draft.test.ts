import { describe, expect, it } from 'vitest';
import {
  isDraftTypeChosen,
  isSameDraft,
  setDraftAllTypes,
  toggleDraftType,
  updateOfDraft,
} from './subscription-draft';

const ALL = ['a', 'b', 'c'];

describe('toggleDraftType', () => {
  it('should leave one type out of all of them', () => {
    const draft = toggleDraftType(
      { enabled: true, eventTypes: null },
      'b',
      ALL,
    );
    expect(draft.eventTypes).toEqual(['a', 'c']);
    expect(isDraftTypeChosen(draft, 'b')).toBe(false);
  });

  it('should read every type ticked as all types, in the catalog order', () => {
    const draft = toggleDraftType(
      { enabled: true, eventTypes: ['c', 'a'] },
      'b',
      ALL,
    );
    expect(draft.eventTypes).toBeNull();
    expect(
      toggleDraftType({ enabled: true, eventTypes: ['c'] }, 'a', ALL)
        .eventTypes,
    ).toEqual(['a', 'c']);
  });
});

describe('setDraftAllTypes', () => {
  it('should choose all or none', () => {
    const none = setDraftAllTypes({ enabled: true, eventTypes: null }, false);
    expect(none.eventTypes).toEqual([]);
    expect(setDraftAllTypes(none, true).eventTypes).toBeNull();
  });
});

describe('updateOfDraft', () => {
  it('should send the chosen types, or null for all', () => {
    expect(updateOfDraft({ enabled: true, eventTypes: ['a'] })).toEqual({
      enabled: true,
      event_types: ['a'],
    });
    expect(updateOfDraft({ enabled: true, eventTypes: null })).toEqual({
      enabled: true,
      event_types: null,
    });
  });

  it('should keep every type when switched off with none ticked', () => {
    expect(updateOfDraft({ enabled: false, eventTypes: [] })).toEqual({
      enabled: false,
      event_types: null,
    });
    // On with none ticked is for the contract to refuse.
    expect(
      updateOfDraft({ enabled: true, eventTypes: [] }).event_types,
    ).toEqual([]);
  });
});

describe('isSameDraft', () => {
  it('should ignore the order of the types', () => {
    expect(
      isSameDraft(
        { enabled: true, eventTypes: ['a', 'b'] },
        { enabled: true, eventTypes: ['b', 'a'] },
      ),
    ).toBe(true);
    expect(
      isSameDraft(
        { enabled: true, eventTypes: null },
        { enabled: true, eventTypes: ['a', 'b', 'c'] },
      ),
    ).toBe(false);
  });
});
