import { describe, expect, it } from 'vitest';
import {
  alertListBody,
  DEFAULT_ALERT_FILTERS,
  isDefaultAlertFilters,
  nextAlertSort,
  sortKeyOf,
  sortOfKey,
} from './alert-filters';

describe('nextAlertSort', () => {
  it('should start dates at the newest and names and types at A', () => {
    const byDate = DEFAULT_ALERT_FILTERS.sort;
    expect(nextAlertSort('entity_name', byDate)).toEqual({
      field: 'entity_name',
      order: 'asc',
    });
    expect(
      nextAlertSort('occurred_date', { field: 'type', order: 'asc' }),
    ).toEqual({ field: 'occurred_date', order: 'desc' });
  });

  it('should turn the same column round', () => {
    expect(nextAlertSort('occurred_date', DEFAULT_ALERT_FILTERS.sort)).toEqual({
      field: 'occurred_date',
      order: 'asc',
    });
  });
});

describe('isDefaultAlertFilters', () => {
  it('should hold for newest first and no types only', () => {
    expect(isDefaultAlertFilters(DEFAULT_ALERT_FILTERS)).toBe(true);
    expect(
      isDefaultAlertFilters({ ...DEFAULT_ALERT_FILTERS, eventTypes: ['x'] }),
    ).toBe(false);
    expect(
      isDefaultAlertFilters({
        ...DEFAULT_ALERT_FILTERS,
        sort: { field: 'occurred_date', order: 'asc' },
      }),
    ).toBe(false);
  });
});

describe('alertListBody', () => {
  it('should send no event_types when none is chosen', () => {
    expect(alertListBody('PC', DEFAULT_ALERT_FILTERS, 250)).toEqual({
      application: 'PC',
      limit: 250,
      pageIndex: 0,
      sort: { field: 'occurred_date', order: 'desc' },
    });
  });

  it('should send the chosen types', () => {
    const body = alertListBody(
      'EB',
      { ...DEFAULT_ALERT_FILTERS, eventTypes: ['new_plan'] },
      250,
    );
    expect(body.event_types).toEqual(['new_plan']);
  });
});

describe('sortKeyOf', () => {
  it('should read back what it wrote', () => {
    const sort = { field: 'type', order: 'desc' } as const;
    expect(sortOfKey(sortKeyOf(sort))).toEqual(sort);
  });
});
