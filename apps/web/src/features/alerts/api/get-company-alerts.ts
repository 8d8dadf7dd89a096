import {
  queryOptions,
  useQueries,
  type UseQueryResult,
} from '@tanstack/react-query';
import {
  ALERT_LIST_LIMIT,
  DEFAULT_ALERT_SORT,
  type AlertApplication,
  type AlertItem,
  type AlertSearchResponse,
} from '@edge/contracts';
import { alertKeys } from './alert-keys';
import { searchAlerts } from './search-alerts';

export function companyAlertsQueryOptions(
  application: AlertApplication,
  muns: string,
  subscriptionIds: readonly number[],
) {
  return queryOptions({
    queryKey: alertKeys.company(application, muns, subscriptionIds),
    queryFn: ({ signal }) =>
      searchAlerts(
        {
          application,
          muns,
          limit: ALERT_LIST_LIMIT,
          pageIndex: 0,
          sort: DEFAULT_ALERT_SORT,
          ...(subscriptionIds.length > 0
            ? { subscription_ids: [...subscriptionIds] }
            : {}),
        },
        signal,
      ),
    meta: { errorHandling: 'inline' },
  });
}

/** A company's alerts in the given applications, together, newest first. */
export interface CompanyAlerts {
  items: AlertItem[];
  /** How many there are; more than items when a page was not enough. */
  hits: number;
  isPending: boolean;
  error: Error | null;
  retry: () => void;
}

const byNewest = (a: AlertItem, b: AlertItem) =>
  b.occurred_date.localeCompare(a.occurred_date) || b.id - a.id;

// One list of every application's answer (stable: TanStack memoizes it).
function combineAnswers(
  results: ReadonlyArray<UseQueryResult<AlertSearchResponse>>,
): CompanyAlerts {
  const items = results.flatMap((result) => result.data?.items ?? []);
  return {
    items: items.sort(byNewest),
    hits: results.reduce((sum, result) => sum + (result.data?.hits ?? 0), 0),
    isPending: results.some((result) => result.isPending),
    error: results.find((result) => result.error)?.error ?? null,
    retry: () => results.forEach((result) => void result.refetch()),
  };
}

export function useCompanyAlerts(
  applications: readonly AlertApplication[],
  muns: string,
  subscriptionIds: readonly number[],
): CompanyAlerts {
  return useQueries({
    queries: applications.map((application) =>
      companyAlertsQueryOptions(application, muns, subscriptionIds),
    ),
    combine: combineAnswers,
  });
}
