import { useQuery } from '@tanstack/react-query';
import {
  companyListColleaguesSchema,
  companyListPageSchema,
  companyListsPath,
  companyListsSchema,
  type Module,
} from '@edge/contracts';
import { apiClient } from '../../../lib/api-client';
import { listKeys } from './list-keys';

// GET /api/v1/lists/{module}: the user's lists, then those shared.
export function useCompanyLists(module: Module) {
  return useQuery({
    queryKey: listKeys.lists(module),
    queryFn: ({ signal }) =>
      apiClient.get(companyListsPath(module), {
        schema: companyListsSchema,
        signal,
      }),
    meta: { errorHandling: 'screen' },
  });
}

// GET /api/v1/lists/{module}/{id}/companies?page=&pageSize= (page from 0).
export function useListPage(
  module: Module,
  id: number,
  page: number,
  pageSize: number,
) {
  return useQuery({
    queryKey: listKeys.page(module, id, page, pageSize),
    queryFn: ({ signal }) =>
      apiClient.get(
        `${companyListsPath(module, id)}/companies?${new URLSearchParams({
          page: String(page),
          pageSize: String(pageSize),
        })}`,
        { schema: companyListPageSchema, signal },
      ),
    placeholderData: (previous) =>
      previous?.list.id === id ? previous : undefined,
    meta: { errorHandling: 'screen' },
  });
}

// GET /api/v1/lists/{module}/colleagues: whom a list may be shared with.
export function useColleagues(module: Module) {
  return useQuery({
    queryKey: listKeys.colleagues(module),
    queryFn: ({ signal }) =>
      apiClient.get(`${companyListsPath(module)}/colleagues`, {
        schema: companyListColleaguesSchema,
        signal,
      }),
    meta: { errorHandling: 'screen' },
  });
}
