import type { AlertApplication, Module } from '@edge/contracts';
import type { AlertFilters } from '../utils/alert-filters';

export const alertKeys = {
  all: ['alerts'] as const,
  counts: () => [...alertKeys.all, 'count'] as const,
  count: (module: Module) => [...alertKeys.counts(), module] as const,
  lists: () => [...alertKeys.all, 'list'] as const,
  list: (application: AlertApplication, filters: AlertFilters) =>
    [...alertKeys.lists(), application, filters] as const,
  companies: () => [...alertKeys.all, 'company'] as const,
  company: (
    application: AlertApplication,
    muns: string,
    subscriptionIds: readonly number[],
  ) => [...alertKeys.companies(), application, muns, subscriptionIds] as const,
  eventTypes: (application: AlertApplication) =>
    [...alertKeys.all, 'event-types', application] as const,
  digest: () => [...alertKeys.all, 'digest'] as const,
  subscriptions: (application: AlertApplication) =>
    [...alertKeys.all, 'subscriptions', application] as const,
  favoriteSubscription: (application: AlertApplication, favoriteId: number) =>
    [...alertKeys.subscriptions(application), 'favorite', favoriteId] as const,
};

/** What a change to the alerts themselves (read, deleted) makes stale. */
export const ALERT_DATA_KEYS = [
  alertKeys.counts(),
  alertKeys.lists(),
  alertKeys.companies(),
] as const;
