import {
  ALL_STATE_CODES,
  ebCriteriaSchema,
  type PlanSearch,
} from '@edge/contracts';
import { describe, expect, it } from 'vitest';
import { planEb } from './eb-plan';
import { IndexBuilder } from './index-builder';
import { matchRows } from './match';
import type { ProjectionRow } from './projection-row';
import { projectionRow } from '../../../testing/search-rows';

// Welfare filers; the newest Schedule A year is 2023 (company 2's).
const company = (muns: string, values: Partial<ProjectionRow>) =>
  projectionRow({ muns, name: `Company ${muns}`, eb_scopes: 1, ...values });

const ROWS: ProjectionRow[] = [
  company('1', {
    participants: 50,
    plan_count: 1,
    premium: 100_000,
    commission: 5_000,
    funding: 1,
    contract_year: 2022,
    carrier_change_from: 2022,
  }),
  company('2', {
    participants: 500,
    plan_count: 3,
    premium: 1_000_000,
    commission: 20_000,
    funding: 2,
    contract_year: 2023,
    carrier_change_from: 2020,
    broker_change_from: 2022,
  }),
  company('3', {
    participants: 5_000,
    plan_count: 12,
    premium: 0,
    commission: 0,
    funding: 3,
    contract_year: 2021,
    broker_change_from: 2018,
  }),
  // Nothing known.
  company('4', {}),
];

function buildIndex() {
  const builder = new IndexBuilder(ROWS.length);
  for (const row of ROWS) builder.add(row, [], []);
  return builder.finish('v1', []);
}

const index = buildIndex();

function eb(planSearch: Partial<PlanSearch>) {
  const criteria = ebCriteriaSchema.parse({ planSearch });
  const rows = matchRows(planEb(index, criteria, ALL_STATE_CODES));
  return Array.from(rows, (r) => index.muns.get(r));
}

describe('benefits plan criteria', () => {
  it('should take the newest Schedule A year of any company', () => {
    expect(index.newestContractYear).toBe(2023);
    expect(eb({})).toEqual(['1', '2', '3', '4']);
  });

  it('should keep participants and plan counts within closed ranges', () => {
    expect(eb({ participantsRange: { min: 50, max: 500 } })).toEqual([
      '1',
      '2',
    ]);
    expect(eb({ participantsRange: { min: 501, max: null } })).toEqual(['3']);
    expect(eb({ participantsRange: { min: null, max: 49 } })).toEqual([]);
    expect(eb({ planCountRange: { min: 2, max: 12 } })).toEqual(['2', '3']);
    expect(eb({ planCountRange: { min: 0, max: 1 } })).toEqual(['1']);
  });

  it('should filter premium and commission, a missing one never matching', () => {
    expect(eb({ premiumRange: { min: 0, max: 100_000 } })).toEqual(['1', '3']);
    expect(eb({ premiumRange: { min: 100_001, max: null } })).toEqual(['2']);
    expect(eb({ commissionRange: { min: 5_000, max: 20_000 } })).toEqual([
      '1',
      '2',
    ]);
    expect(eb({ commissionRange: { min: null, max: 0 } })).toEqual(['3']);
  });

  it('should compare commission as a percent of a premium above zero', () => {
    // 5% and 2%; company 3's zero premium gives no share.
    expect(eb({ commissionShareRange: { min: 5, max: null } })).toEqual(['1']);
    expect(eb({ commissionShareRange: { min: null, max: 5 } })).toEqual([
      '1',
      '2',
    ]);
    expect(eb({ commissionShareRange: { min: 0, max: 1.99 } })).toEqual([]);
    expect(eb({ commissionShareRange: { min: 2, max: 2 } })).toEqual(['2']);
  });

  it('should match any of the ticked fundings', () => {
    expect(eb({ funding: ['fully_insured'] })).toEqual(['1']);
    expect(eb({ funding: ['self_funded'] })).toEqual(['2']);
    expect(eb({ funding: ['mixed'] })).toEqual(['3']);
    expect(eb({ funding: ['self_funded', 'mixed'] })).toEqual(['2', '3']);
  });

  it('should find a change with both its years in the window', () => {
    // 2022 to a later year is within 1 year of 2023; 2020 within 3.
    expect(eb({ carrierChangedWithin: 1 })).toEqual(['1']);
    expect(eb({ carrierChangedWithin: 2 })).toEqual(['1']);
    expect(eb({ carrierChangedWithin: 3 })).toEqual(['1', '2']);
    expect(eb({ brokerChangedWithin: 1 })).toEqual(['2']);
    expect(eb({ brokerChangedWithin: 3 })).toEqual(['2']);
    expect(eb({ brokerChangedWithin: 5 })).toEqual(['2', '3']);
    expect(eb({ carrierChangedWithin: 3, brokerChangedWithin: 1 })).toEqual([
      '2',
    ]);
  });
});
