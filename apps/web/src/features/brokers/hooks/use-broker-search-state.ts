import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  DEFAULT_BROKER_SEARCH,
  readBrokerSearch,
  toBrokerSearchQuery,
  writeBrokerSearch,
  type BrokerSearchState,
} from '../utils/broker-search-params';

type Filters = Pick<
  BrokerSearchState,
  'name' | 'states' | 'city' | 'zip' | 'bins'
>;

/**
 * Broker search lives in the address, so a reload, Back from a broker
 * profile or a shared link shows the same list. Edits replace the entry:
 * typing leaves no trail of history entries.
 */
export function useBrokerSearchState() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const state = useMemo(
    () => readBrokerSearch(new URLSearchParams(key)),
    [key],
  );
  const query = useMemo(() => toBrokerSearchQuery(state), [state]);

  const update = useCallback(
    (change: Partial<BrokerSearchState>) =>
      setParams(
        (current) =>
          writeBrokerSearch(
            { ...readBrokerSearch(current), ...change },
            current,
          ),
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  // A narrower or wider list starts again from its first page.
  const setFilters = useCallback(
    (change: Partial<Filters>) => update({ ...change, page: 1 }),
    [update],
  );
  const clearFilters = useCallback(() => {
    const { name, states, city, zip, bins } = DEFAULT_BROKER_SEARCH;
    setFilters({ name, states, city, zip, bins });
  }, [setFilters]);

  return { state, query, update, setFilters, clearFilters };
}

export type BrokerSearchStateApi = ReturnType<typeof useBrokerSearchState>;
