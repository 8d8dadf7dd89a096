import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  alertSubscriptionsResponseSchema,
  type AlertApplication,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { alertKeys } from './alert-keys';

export function fetchAlertSubscriptions(
  application: AlertApplication,
  filter: { favorite_id?: number } = {},
  signal?: AbortSignal,
) {
  const query = new URLSearchParams({ application });
  if (filter.favorite_id !== undefined) {
    query.set('favorite_id', String(filter.favorite_id));
  }
  return apiClient.get(`/api/v1/alerts/subscriptions?${query}`, {
    schema: alertSubscriptionsResponseSchema,
    signal,
  });
}

// A screen of favorites or saved searches asks once for all of them.
export function alertSubscriptionsQueryOptions(application: AlertApplication) {
  return queryOptions({
    queryKey: alertKeys.subscriptions(application),
    queryFn: async ({ signal }) =>
      (await fetchAlertSubscriptions(application, {}, signal)).items,
    staleTime: 60_000,
    // Each control says when it cannot load (a 401 still ends the session).
    meta: { errorHandling: 'screen' },
  });
}

/** Every alert subscription of the user in an application. */
export function useAlertSubscriptions(application: AlertApplication) {
  return useQuery(alertSubscriptionsQueryOptions(application));
}

export function favoriteSubscriptionQueryOptions(
  application: AlertApplication,
  favoriteId: number,
) {
  return queryOptions({
    queryKey: alertKeys.favoriteSubscription(application, favoriteId),
    queryFn: async ({ signal }) => {
      const { items } = await fetchAlertSubscriptions(
        application,
        { favorite_id: favoriteId },
        signal,
      );
      return items[0] ?? null;
    },
    meta: { errorHandling: 'inline' },
  });
}

/** A favorite's subscription, fresh from the server (null: it has none). */
export function useFavoriteSubscription(
  application: AlertApplication,
  favoriteId: number,
  isEnabled: boolean,
) {
  return useQuery({
    ...favoriteSubscriptionQueryOptions(application, favoriteId),
    enabled: isEnabled,
  });
}
