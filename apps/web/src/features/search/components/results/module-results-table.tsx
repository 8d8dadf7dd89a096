import Box from '@mui/material/Box';
import type { Module } from '@edge/contracts';
import { TickedCount } from '../../../../components/ui/ticked-count';
import type { TickedRows } from '../../../../hooks/use-ticked-rows';
import type { SearchPage } from '../../api/get-search-results';
import { useResultColumns } from '../../hooks/use-result-columns';
import { pickColumns } from '../../utils/result-columns';
import type { SearchSort } from '../../utils/search-modules';
import type { RenderCompanyActions } from './company-actions';
import { withCompanyNote } from './company-note';
import type { DetailTarget } from './detail-target';
import { EB_COLUMNS } from './eb-columns';
import { MODULE_COLUMNS } from './module-columns';
import { PC_COLUMNS } from './pc-columns';
import { ResultsColumnsMenu } from './results-columns-menu';
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
  /** Tick boxes on the rows (to export them), when the user may export. */
  ticks?: TickedRows | undefined;
  /** Under each company's name (the 'Exported by' mark). */
  companyNote?: RenderCompanyActions | undefined;
}

/** The results table with the columns the user shows in the module. */
export function ModuleResultsTable({
  module,
  page,
  ...props
}: ModuleResultsTableProps) {
  const { all, defaults } = MODULE_COLUMNS[module];
  const columns = useResultColumns(module, defaults);
  const common = {
    skeletonRows: Math.min(props.pageSize, 10),
    isUpdating: props.isUpdating,
    sort: props.sort,
    onSort: props.onSort,
    selectedMuns: props.selectedMuns,
    rowActions: props.rowActions,
    ticks: props.ticks,
  };
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {props.ticks && <TickedCount ticks={props.ticks} />}
        <Box sx={{ ml: 'auto' }}>
          <ResultsColumnsMenu columns={all} {...columns} />
        </Box>
      </Box>
      {module === 'pc' ? (
        <ResultsTable
          {...common}
          columns={withCompanyNote(
            pickColumns(PC_COLUMNS, columns.keys),
            props.companyNote,
          )}
          hits={page?.module === 'pc' ? page.response.hits : null}
          onOpen={(hit, row) => props.onOpen({ module: 'pc', hit }, row)}
        />
      ) : (
        <ResultsTable
          {...common}
          columns={withCompanyNote(
            pickColumns(EB_COLUMNS, columns.keys),
            props.companyNote,
          )}
          hits={page?.module === 'eb' ? page.response.hits : null}
          onOpen={(hit, row) => props.onOpen({ module: 'eb', hit }, row)}
        />
      )}
    </Box>
  );
}
