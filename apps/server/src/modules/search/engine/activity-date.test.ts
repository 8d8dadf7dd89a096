import { ALL_STATE_CODES, pcCriteriaSchema } from '@edge/contracts';
import type { PcCriteriaInput } from '@edge/contracts';
import { describe, expect, it } from 'vitest';
import { projectionRow } from '../../../testing/search-rows';
import { IndexBuilder } from './index-builder';
import { matchRows } from './match';
import { pageRows } from './page';
import { planPc } from './pc-plan';
import { SortOrders } from './sort-orders';

const year = new Date().getFullYear();

// A company with no dated fact (a firmographic profile only) has no
// activity date; the others are dated this year, and long ago.
const ROWS = [
  projectionRow({ muns: '1', name: 'Alpha', activity_date: `${year}-03-01` }),
  projectionRow({ muns: '2', name: 'Bravo', activity_date: null }),
  projectionRow({ muns: '3', name: 'Charlie', activity_date: '2001-06-30' }),
];

const builder = new IndexBuilder(ROWS.length);
for (const row of ROWS) builder.add(row, [], []);
const index = builder.finish('v1', []);
const orders = new SortOrders(index);

const matched = (criteria: PcCriteriaInput) =>
  matchRows(planPc(index, pcCriteriaSchema.parse(criteria), ALL_STATE_CODES));
const munsOf = (rows: Int32Array) => Array.from(rows, (r) => index.muns.get(r));

describe('search index without an activity date', () => {
  it('should leave a company without one out of any activity date range', () => {
    expect(munsOf(matched({}))).toEqual(['1']);
    expect(
      munsOf(
        matched({
          activityDateRange: { minDate: null, maxDate: '2010-01-01' },
        }),
      ),
    ).toEqual(['3']);
    expect(munsOf(matched({ activityDateRange: { minDate: null } }))).toEqual([
      '1',
      '2',
      '3',
    ]);
  });

  it('should sort a company without one last, either way', () => {
    const everyone = matched({ activityDateRange: { minDate: null } });
    const sorted = (direction: 'asc' | 'desc') =>
      munsOf(
        pageRows(everyone, index.size, orders, {
          offset: 0,
          limit: 3,
          sort: { field: 'activity_date', direction },
        }),
      );
    expect(sorted('asc')).toEqual(['3', '1', '2']);
    expect(sorted('desc')).toEqual(['1', '3', '2']);
  });
});
