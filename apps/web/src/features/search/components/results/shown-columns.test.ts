import { EB_SHOWN_COLUMNS, PC_SHOWN_COLUMNS } from '@edge/contracts';
import { describe, expect, it } from 'vitest';
import { EB_COLUMNS } from './eb-columns';
import { PC_COLUMNS } from './pc-columns';

// An 'As shown' export writes the results table's columns: the same keys,
// labels and order as the table.
describe('exported results columns', () => {
  it('should match the results table of each module', () => {
    const pairs = (columns: readonly { key: string; label: string }[]) =>
      columns.map(({ key, label }) => [key, label]);
    expect(pairs(PC_SHOWN_COLUMNS)).toEqual(pairs(PC_COLUMNS));
    expect(pairs(EB_SHOWN_COLUMNS)).toEqual(pairs(EB_COLUMNS));
  });
});
