import {
  keepPreviousData,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { MAX_RESULT_OFFSET } from '@edge/contracts';

interface PageParams {
  page: number;
  pageSize: number;
}

/**
 * One page of a details table; the previous page stays on screen while
 * the next loads, and the page after is fetched ahead (STYLE §2, TanStack
 * Query). `optionsFor` is a module-level function; `params` is memoized.
 */
export function usePagedDetails<
  P extends PageParams,
  R extends { total: number },
  K extends QueryKey,
>(optionsFor: (params: P) => UseQueryOptions<R, Error, R, K>, params: P) {
  const client = useQueryClient();
  const result = useQuery({
    ...optionsFor(params),
    placeholderData: keepPreviousData,
  });
  const total = result.data?.total;
  const isPlaceholder = result.isPlaceholderData;
  useEffect(() => {
    if (total === undefined || isPlaceholder) return;
    const next = { ...params, page: params.page + 1 };
    const offset = next.page * next.pageSize;
    if (offset >= total || offset > MAX_RESULT_OFFSET) return;
    void client.prefetchQuery(optionsFor(next));
  }, [client, optionsFor, params, total, isPlaceholder]);
  return result;
}
