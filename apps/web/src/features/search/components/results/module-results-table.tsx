import type { Module } from '@edge/contracts';
import type { SearchPage } from '../../api/get-search-results';
import type { SearchSort } from '../../utils/search-modules';
import type { RenderCompanyActions } from './company-actions';
import type { DetailTarget } from './detail-target';
import { EB_COLUMNS } from './eb-columns';
import { PC_COLUMNS } from './pc-columns';
import { ResultsTable } from './results-table';

interface ModuleResultsTableProps {
  module: Module;
  page: SearchPage | undefined;
  pageSize: number;
  isUpdating: boolean;
  sort: SearchSort | null;
  onSort: (sort: SearchSort) => void;
  selectedMuns: string | null;
  onOpen: (target: DetailTarget, row: HTMLElement) => void;
  rowActions?: RenderCompanyActions | undefined;
}

/** The results table with the columns of the module on screen. */
export function ModuleResultsTable({
  module,
  page,
  ...props
}: ModuleResultsTableProps) {
  const common = {
    skeletonRows: Math.min(props.pageSize, 10),
    isUpdating: props.isUpdating,
    sort: props.sort,
    onSort: props.onSort,
    selectedMuns: props.selectedMuns,
    rowActions: props.rowActions,
  };
  if (module === 'pc') {
    return (
      <ResultsTable
        {...common}
        columns={PC_COLUMNS}
        hits={page?.module === 'pc' ? page.response.hits : null}
        onOpen={(hit, row) => props.onOpen({ module: 'pc', hit }, row)}
      />
    );
  }
  return (
    <ResultsTable
      {...common}
      columns={EB_COLUMNS}
      hits={page?.module === 'eb' ? page.response.hits : null}
      onOpen={(hit, row) => props.onOpen({ module: 'eb', hit }, row)}
    />
  );
}
