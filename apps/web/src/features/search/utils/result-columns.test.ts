import { describe, expect, it } from 'vitest';
import { moveColumn, pickColumns, toggleColumn } from './result-columns';

const all = ['entity_name', 'state', 'premium', 'carrier'].map((key) => ({
  key,
}));

describe('result columns', () => {
  it('should pick the chosen columns in order, the company first', () => {
    expect(
      pickColumns(all, ['carrier', 'entity_name', 'gone']).map((c) => c.key),
    ).toEqual(['entity_name', 'carrier']);
  });

  it('should show a hidden column last and hide a shown one, never the company', () => {
    expect(toggleColumn(['entity_name', 'state'], 'premium')).toEqual([
      'entity_name',
      'state',
      'premium',
    ]);
    expect(toggleColumn(['entity_name', 'state'], 'state')).toEqual([
      'entity_name',
    ]);
    expect(toggleColumn(['entity_name'], 'entity_name')).toEqual([
      'entity_name',
    ]);
  });

  it('should move a column within the shown ones, behind the company', () => {
    const keys = ['entity_name', 'state', 'premium'];
    expect(moveColumn(keys, 'premium', -1)).toEqual([
      'entity_name',
      'premium',
      'state',
    ]);
    expect(moveColumn(keys, 'state', -1)).toEqual(keys);
    expect(moveColumn(keys, 'premium', 1)).toEqual(keys);
    expect(moveColumn(keys, 'entity_name', 1)).toEqual(keys);
  });
});
