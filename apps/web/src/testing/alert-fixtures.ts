import {
  APPLICATION_EVENT_TYPES,
  eventTypeLabel,
  type AlertApplication,
  type AlertItem,
  type AlertSearchBody,
  type AlertSearchResponse,
  type AlertSubscription,
  type CompanyEvent,
  type EventType,
} from '@edge/contracts';
import type { ApiFailure, FakeApi, FakeRequest } from './fake-api';

/** The application's event types as the server answers them. */
export function eventTypesOf(application: AlertApplication): EventType[] {
  return APPLICATION_EVENT_TYPES[application].map((type) => ({
    type,
    label: eventTypeLabel(type),
  }));
}

export function companyEvent(
  id: number,
  overrides: Partial<CompanyEvent> = {},
): CompanyEvent {
  const type = overrides.type ?? 'osha_inspection';
  return {
    id,
    type,
    label: eventTypeLabel(type),
    occurred_date: '2026-03-04',
    summary: `OSHA opened inspection ${1000 + id} at the Dallas site.`,
    changes: [],
    source: {
      dataset: 'osha_inspections',
      title: 'OSHA inspections',
      file_name: 'osha_inspection_2026.csv',
      year: 2026,
      as_of_date: '2026-03-01',
    },
    ...overrides,
  };
}

export function alertItem(
  id: number,
  overrides: Partial<AlertItem> = {},
): AlertItem {
  const type = overrides.type ?? 'osha_inspection';
  return {
    ...companyEvent(id, { type }),
    event_id: 500 + id,
    muns: `M${id}`,
    entity_name: `Company ${id} LLC`,
    city: 'Dallas',
    state: 'TX',
    checked: true,
    subscription_id: 10 + id,
    ...overrides,
  };
}

/** A search answer of these items; more to come when next_page_id is set. */
export function alertPage(
  items: AlertItem[],
  options: {
    hits?: number;
    pageIndex?: number;
    nextPageId?: string | null;
    application?: AlertApplication;
  } = {},
): AlertSearchResponse {
  return {
    hits: options.hits ?? items.length,
    items,
    pageIndex: options.pageIndex ?? 0,
    next_page_id: options.nextPageId ?? null,
    event_types: eventTypesOf(options.application ?? 'PC'),
  };
}

/** Items id from, id from + 1, … */
export function alertItems(from: number, count: number): AlertItem[] {
  return Array.from({ length: count }, (_, i) => alertItem(from + i));
}

type ListAnswer = (body: AlertSearchBody) => AlertSearchResponse | ApiFailure;

/**
 * Answers the alert search: limit 0 (the header badge's count of unread
 * alerts) with `unread`, a list with `list`.
 */
export function answerAlertSearch(
  api: FakeApi,
  list: ListAnswer,
  unread: () => number = () => 0,
) {
  return api.answer('POST /api/events/alerts/search', (request) => {
    const body = request.body as AlertSearchBody;
    if (body.limit === 0) return alertPage([], { hits: unread() });
    return list(body);
  });
}

/** The list requests of a search route (not the count ones). */
export const listRequests = (requests: readonly FakeRequest[]) =>
  requests
    .map((request) => request.body as AlertSearchBody)
    .filter((body) => body.limit > 0);

export const countRequests = (requests: readonly FakeRequest[]) =>
  requests
    .map((request) => request.body as AlertSearchBody)
    .filter((body) => body.limit === 0);

export function favoriteSubscription(
  overrides: Partial<AlertSubscription> = {},
): AlertSubscription {
  return {
    id: 31,
    kind: 'favorite',
    application: 'PC',
    favorite_id: 7,
    saved_search_id: null,
    muns: 'M7',
    name: 'Lone Star Builders',
    enabled: true,
    event_types: null,
    started_at: '2026-02-01T10:00:00.000Z',
    ...overrides,
  };
}

export function savedSearchSubscription(
  overrides: Partial<AlertSubscription> = {},
): AlertSubscription {
  return favoriteSubscription({
    id: 41,
    kind: 'saved_search',
    favorite_id: null,
    saved_search_id: 1,
    muns: null,
    name: 'Texas contractors',
    ...overrides,
  });
}
