import Box from '@mui/material/Box';
import type { Module } from '@edge/contracts';
import type { TickedRows } from '../../../../hooks/use-ticked-rows';
import type { SearchPage } from '../../api/get-search-results';
import type { useDetailView } from '../../hooks/use-detail-view';
import type { SearchState } from '../../utils/search-modules';
import type { RenderCompanyActions } from './company-actions';
import { CompanyDetailPanel } from './company-detail-panel';
import { ModuleResultsTable } from './module-results-table';
import { ResultsPagination } from '../../../../components/ui/results-pagination';

interface ResultsTableViewProps {
  module: Module;
  page: SearchPage | undefined;
  state: SearchState;
  isUpdating: boolean;
  onChange: (change: Partial<SearchState>) => void;
  detail: ReturnType<typeof useDetailView>;
  companyActions?: RenderCompanyActions | undefined;
  ticks?: TickedRows | undefined;
  companyNote?: RenderCompanyActions | undefined;
}

/** The table view: the page of hits, paging, and the detail view beside it. */
export function ResultsTableView(props: ResultsTableViewProps) {
  const { page, state, onChange, detail } = props;
  const total = page?.response.total;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        alignItems: 'start',
        gridTemplateColumns: {
          xs: '1fr',
          lg: detail.target ? 'minmax(0, 1fr) 360px' : '1fr',
        },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <ModuleResultsTable
          module={props.module}
          page={page}
          pageSize={state.pageSize}
          isUpdating={props.isUpdating}
          sort={state.sort}
          // A new order or page size starts again at the first page (the
          // Contacts view's too: it lists the companies in the same order).
          onSort={(sort) => onChange({ sort, page: 1, contactsPage: 1 })}
          selectedMuns={detail.target?.hit.muns ?? null}
          onOpen={detail.open}
          rowActions={props.companyActions}
          ticks={props.ticks}
          companyNote={props.companyNote}
        />
        {total !== undefined && (
          <ResultsPagination
            total={total}
            page={state.page}
            pageSize={state.pageSize}
            onPageChange={(next) => onChange({ page: next })}
            onPageSizeChange={(pageSize) =>
              onChange({ pageSize, page: 1, contactsPage: 1 })
            }
          />
        )}
      </Box>
      {detail.target && (
        <CompanyDetailPanel
          target={detail.target}
          onClose={detail.close}
          actions={props.companyActions?.(detail.target.hit)}
        />
      )}
    </Box>
  );
}
