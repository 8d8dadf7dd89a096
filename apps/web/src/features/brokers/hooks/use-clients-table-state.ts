import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { BrokerClientsQuery } from '@edge/contracts';
import {
  readClientsTable,
  writeClientsTable,
  type ClientsTableState,
} from '../utils/clients-table-state';

/** Page, size and sort of the clients table live in the address (Back, links). */
export function useClientsTableState() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const state = useMemo(
    () => readClientsTable(new URLSearchParams(key)),
    [key],
  );
  const query = useMemo<BrokerClientsQuery>(
    () => ({
      page: state.page - 1,
      pageSize: state.pageSize,
      sort: state.sort,
    }),
    [state],
  );
  const update = useCallback(
    (change: Partial<ClientsTableState>) =>
      setParams(
        (current) => writeClientsTable({ ...state, ...change }, current),
        { preventScrollReset: true },
      ),
    [state, setParams],
  );
  return { state, query, update };
}
