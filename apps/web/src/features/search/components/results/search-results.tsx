import { useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { ContactRole, Module } from '@edge/contracts';
import { paths } from '../../../../config/paths';
import { useSearchResults } from '../../api/get-search-results';
import { toSearchRequest } from '../../api/search-request';
import { useDetailView } from '../../hooks/use-detail-view';
import { searchKeys } from '../../api/search-keys';
import { useStoppableSearch } from '../../hooks/use-stoppable-search';
import { useRestoredScroll } from '../../hooks/use-restored-scroll';
import { useTickedRows } from '../../../../hooks/use-ticked-rows';
import { useResultsUrlState } from '../../hooks/use-results-url-state';
import { useShownResultColumns } from '../../hooks/use-shown-result-columns';
import type { SearchSort } from '../../utils/search-modules';
import { encodeSearch, toQueryString } from '../../utils/search-url-codec';
import { ContactsView } from '../contacts/contacts-view';
import { AggregationSummary } from './aggregation-summary';
import type { RenderCompanyActions } from './company-actions';
import type { AnyHit } from './detail-target';
import { MapViewSlot } from './map-view-slot';
import { ResultsSlowNotice } from './results-slow-notice';
import { ResultsEmpty, ResultsError } from './results-states';
import { ResultsTableView } from './results-table-view';
import { ResultsToolbar } from './results-toolbar';

const NO_HITS: readonly AnyHit[] = [];

/** What the toolbar's actions know of the results on screen. */
export interface ResultsOnScreen {
  /** How many companies match; undefined while searching. */
  total: number | undefined;
  /** The table's visible columns, in order. */
  columns: readonly { key: string; label: string }[];
  criteria: object;
  sort: SearchSort | null;
  /** The companies the user ticked, in the order ticked. */
  ticked: readonly string[];
  /** The roles chosen in the Contacts view, when it is shown. */
  contactRoles: readonly ContactRole[];
}

interface SearchResultsProps {
  module: Module;
  /** Beside Edit search (Save search, Export, the ticked rows' actions). */
  toolbarActions?: (results: ResultsOnScreen) => ReactNode;
  /** Beside each company of the table and its detail view. */
  companyActions?: RenderCompanyActions;
  /** Rows can be ticked (to export them or act on them at once). */
  isTickable?: boolean;
  /** Under each company's name in the table (the 'Exported by' mark). */
  companyNote?: RenderCompanyActions;
}

/** The results of the search in the address: a table, a map, or contacts. */
export function SearchResults({
  module,
  toolbarActions,
  companyActions,
  isTickable = false,
  companyNote,
}: SearchResultsProps) {
  const { state, update, keepOtherParams } = useResultsUrlState(module);
  const request = useMemo(() => toSearchRequest(state), [state]);
  const query = useSearchResults(module, request);
  // A page of the other module (kept as a placeholder) is never shown.
  const page = query.data?.module === module ? query.data : undefined;
  const total = page?.response.total;
  const detail = useDetailView(state.view);
  useRestoredScroll(page !== undefined);
  const { criteria, pageSize, sort } = state;
  const editQuery = keepOtherParams(
    encodeSearch(module, { criteria, pageSize, sort }),
  );
  const editHref = `${paths.home(module)}${toQueryString(editQuery)}`;
  const search = useStoppableSearch(query, searchKeys.results(module, request));
  const error = search.stoppedError ?? query.error;
  const isFailed =
    error !== null && (!query.isFetching || search.stoppedError !== null);
  const isEmpty = page !== undefined && !query.isPlaceholderData && total === 0;
  const columns = useShownResultColumns(module);
  // Ticks stay through paging and sorting; other criteria clear them.
  const ticks = useTickedRows(JSON.stringify([module, criteria]));
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <ResultsToolbar
        total={total}
        isFailed={isFailed}
        view={state.view}
        onViewChange={(view) => update({ view })}
        editHref={editHref}
        actions={toolbarActions?.({
          total: isFailed ? undefined : total,
          columns,
          criteria,
          sort,
          ticked: isTickable ? ticks.ids : [],
          contactRoles: state.view === 'contacts' ? state.contactRoles : [],
        })}
      />
      {search.isSlow && (
        <ResultsSlowNotice
          isRetrying={search.isRetrying}
          onStop={search.stop}
        />
      )}
      {isFailed ? (
        <ResultsError
          error={error}
          editHref={editHref}
          onRetry={search.retry}
        />
      ) : isEmpty ? (
        <ResultsEmpty editHref={editHref} />
      ) : (
        <>
          {page && <AggregationSummary page={page} />}
          {state.view === 'map' ? (
            <MapViewSlot
              module={module}
              criteria={state.criteria}
              pageHits={page?.response.hits ?? NO_HITS}
              detail={detail}
            />
          ) : state.view === 'contacts' ? (
            <ContactsView module={module} state={state} onChange={update} />
          ) : (
            <ResultsTableView
              module={module}
              page={page}
              state={state}
              isUpdating={query.isPlaceholderData}
              onChange={update}
              detail={detail}
              companyActions={companyActions}
              ticks={isTickable ? ticks : undefined}
              companyNote={companyNote}
            />
          )}
        </>
      )}
    </Box>
  );
}
