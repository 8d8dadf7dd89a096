import { useMemo } from 'react';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { ALERT_LIST_LIMIT, type AlertApplication } from '@edge/contracts';
import { alertListBody, type AlertFilters } from '../utils/alert-filters';
import { collectAlertPages } from '../utils/alert-list';
import { alertKeys } from './alert-keys';
import { searchAlerts } from './search-alerts';

export function alertListQueryOptions(
  application: AlertApplication,
  filters: AlertFilters,
) {
  return infiniteQueryOptions({
    queryKey: alertKeys.list(application, filters),
    queryFn: ({ pageParam, signal }) =>
      searchAlerts(
        {
          ...alertListBody(application, filters, ALERT_LIST_LIMIT),
          // A later page is the one the previous answer named.
          ...(pageParam === null ? {} : { next_page_id: pageParam }),
        },
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_page_id,
    // Other types or another order: the old list stays until the new one.
    placeholderData: keepPreviousData,
    meta: { errorHandling: 'inline' },
  });
}

/** The user's alerts of an application, 250 a page, 'Load more' appending. */
export function useAlertList(
  application: AlertApplication,
  filters: AlertFilters,
) {
  const query = useInfiniteQuery(alertListQueryOptions(application, filters));
  const pages = query.data?.pages;
  const list = useMemo(
    () => (pages ? collectAlertPages(pages) : null),
    [pages],
  );
  return { query, list };
}
