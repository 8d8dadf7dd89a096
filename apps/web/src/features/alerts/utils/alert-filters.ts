import {
  DEFAULT_ALERT_SORT,
  type AlertSearchBody,
  type AlertSortField,
} from '@edge/contracts';

export type AlertSortOrder = 'asc' | 'desc';

export interface AlertSort {
  field: AlertSortField;
  order: AlertSortOrder;
}

/** What the user chose on the alerts list: types (none = all) and order. */
export interface AlertFilters {
  eventTypes: readonly string[];
  sort: AlertSort;
}

// SPEC §4: a reset restores sort by occurred_date descending, no types.
export const DEFAULT_ALERT_FILTERS: AlertFilters = {
  eventTypes: [],
  sort: DEFAULT_ALERT_SORT,
};

export function isDefaultAlertFilters(filters: AlertFilters): boolean {
  return (
    filters.eventTypes.length === 0 &&
    filters.sort.field === DEFAULT_ALERT_SORT.field &&
    filters.sort.order === DEFAULT_ALERT_SORT.order
  );
}

// Dates start with the newest; names and types from A.
const FIRST_ORDER: Record<AlertSortField, AlertSortOrder> = {
  occurred_date: 'desc',
  entity_name: 'asc',
  type: 'asc',
};

/** A column header's click: the same column turns round, another starts. */
export function nextAlertSort(
  field: AlertSortField,
  sort: AlertSort,
): AlertSort {
  if (sort.field !== field) return { field, order: FIRST_ORDER[field] };
  return { field, order: sort.order === 'asc' ? 'desc' : 'asc' };
}

/** The orders the sort menu offers, by name. */
export const ALERT_SORT_CHOICES = [
  { key: 'occurred_date:desc', label: 'Newest first' },
  { key: 'occurred_date:asc', label: 'Oldest first' },
  { key: 'entity_name:asc', label: 'Company A–Z' },
  { key: 'entity_name:desc', label: 'Company Z–A' },
  { key: 'type:asc', label: 'Event type A–Z' },
  { key: 'type:desc', label: 'Event type Z–A' },
] as const;

export const sortKeyOf = (sort: AlertSort) => `${sort.field}:${sort.order}`;

export function sortOfKey(key: string): AlertSort {
  const [field, order] = key.split(':') as [AlertSortField, AlertSortOrder];
  return { field, order };
}

/** The search body of a list page (SPEC §7: 250 a page). */
export function alertListBody(
  application: AlertSearchBody['application'],
  filters: AlertFilters,
  limit: number,
): AlertSearchBody {
  return {
    application,
    limit,
    pageIndex: 0,
    sort: filters.sort,
    ...(filters.eventTypes.length > 0
      ? { event_types: [...filters.eventTypes] }
      : {}),
  };
}
