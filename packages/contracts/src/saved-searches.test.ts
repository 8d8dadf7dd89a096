import { describe, expect, it } from 'vitest';
import {
  createSavedSearchBodySchema,
  moduleOfRecordId,
  savedSearchListParamsSchema,
  updateSavedSearchBodySchema,
} from './saved-searches';
import { fieldIssuesOf } from './search-bounds';

const issuesOf = (result: {
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((i) => [i.path.join('.'), i.message]);

const body = (overrides: object = {}) => ({
  searchName: 'Texas contractors',
  record_id: 5,
  content: { webappSearchCriteria: {} },
  ...overrides,
});

describe('saved-search contracts', () => {
  it('should map the numeric product codes to their modules', () => {
    expect([5, 7, 6].map(moduleOfRecordId)).toEqual(['pc', 'eb', undefined]);
  });

  it('should trim the name and keep the criteria as sent', () => {
    const criteria = { locationSearch: { states: ['TX'] }, extra: 1 };
    const parsed = createSavedSearchBodySchema.parse(
      body({
        searchName: '  Texas  ',
        content: { webappSearchCriteria: criteria },
      }),
    );
    expect(parsed.searchName).toBe('Texas');
    expect(parsed.content.webappSearchCriteria).toEqual(criteria);
  });

  it('should name each invalid field of a save', () => {
    const result = createSavedSearchBodySchema.safeParse({
      searchName: '   ',
      record_id: 6,
      content: { webappSearchCriteria: [] },
    });
    expect(issuesOf(result)).toEqual([
      ['searchName', 'Enter a name for the search.'],
      [
        'record_id',
        'Unknown product code: use 5 (Commercial Lines) or 7 (Benefits).',
      ],
      [
        'content.webappSearchCriteria',
        'The search criteria must be an object.',
      ],
    ]);
  });

  it('should take names of 100 characters and refuse longer ones', () => {
    const ok = createSavedSearchBodySchema.safeParse(
      body({ searchName: 'x'.repeat(100) }),
    );
    expect(ok.success).toBe(true);
    const long = createSavedSearchBodySchema.safeParse(
      body({ searchName: 'x'.repeat(101) }),
    );
    expect(issuesOf(long)).toEqual([
      ['searchName', 'A name has at most 100 characters.'],
    ]);
  });

  it('should ask an update for a new name, new content or both', () => {
    expect(updateSavedSearchBodySchema.safeParse({}).success).toBe(false);
    expect(
      updateSavedSearchBodySchema.safeParse({ searchName: 'New' }).success,
    ).toBe(true);
    expect(
      updateSavedSearchBodySchema.safeParse({
        content: { webappSearchCriteria: {} },
      }).success,
    ).toBe(true);
  });

  it('should refuse unknown keys of a save or an update body', () => {
    const save = createSavedSearchBodySchema.safeParse(
      body({
        name: 'Texas',
        content: { webappSearchCriteria: {}, criteria: {} },
      }),
    );
    expect(
      fieldIssuesOf(save.error?.issues ?? []).map((i) => i.path.join('.')),
    ).toEqual(['content.criteria', 'name']);
    const update = updateSavedSearchBodySchema.safeParse({
      searchName: 'New',
      contents: { webappSearchCriteria: {} },
    });
    expect(
      fieldIssuesOf(update.error?.issues ?? []).map((i) => i.path.join('.')),
    ).toEqual(['contents']);
  });

  it('should read the product code of the list path', () => {
    expect(savedSearchListParamsSchema.parse({ productCode: '7' })).toEqual({
      productCode: 7,
    });
    for (const productCode of ['9', 'abc', '5.5']) {
      const result = savedSearchListParamsSchema.safeParse({ productCode });
      expect(issuesOf(result)?.[0]?.[0]).toBe('productCode');
    }
  });
});
