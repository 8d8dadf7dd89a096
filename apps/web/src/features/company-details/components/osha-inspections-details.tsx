import { useMemo } from 'react';
import EngineeringIcon from '@mui/icons-material/EngineeringOutlined';
import {
  DEFAULT_OSHA_INSPECTION_SORT,
  oshaInspectionSortSchema,
  type OshaInspectionSortField,
  type OshaInspectionsResponse,
} from '@edge/contracts';
import { formatDate } from '../../../utils/format-date';
import { useOshaInspections } from '../api/get-osha-inspections';
import {
  useDetailsTableState,
  type DetailsTableHandle,
} from '../hooks/use-details-table-state';
import { countFigure, moneyFigure } from '../utils/figures';
import { countOf } from '../utils/plural';
import { DetailsScreen } from './details-screen';
import { DetailsEmpty } from './details-states';
import { DetailsTable } from './details-table';
import { DetailsTableCard } from './details-table-card';
import { inspectionColumns } from './osha-inspection-columns';
import { SummaryFigures } from './summary-figures';

const SORT_RULE = {
  schema: oshaInspectionSortSchema,
  fallback: DEFAULT_OSHA_INSPECTION_SORT,
};

function figuresOf({ totals }: OshaInspectionsResponse) {
  const open = totals.open_inspections;
  return [
    countFigure('Inspections', totals.inspections, open ? `${open} open` : ''),
    countFigure('Violations', totals.violations),
    moneyFigure('Initial penalties', totals.initial_penalty),
    moneyFigure('Current penalties', totals.current_penalty),
    {
      label: 'Last inspection',
      value: formatDate(totals.last_inspection_date) || 'None',
    },
  ];
}

interface BodyProps {
  muns: string;
  data: OshaInspectionsResponse;
  isUpdating: boolean;
  table: DetailsTableHandle<OshaInspectionSortField>;
}

function InspectionsBody({ muns, data, isUpdating, table }: BodyProps) {
  const columns = useMemo(() => inspectionColumns(muns), [muns]);
  return (
    <>
      <SummaryFigures label="OSHA totals" figures={figuresOf(data)} />
      <DetailsTableCard
        title={countOf(data.total, 'inspection')}
        label="OSHA inspections"
        what="inspection"
        total={data.total}
        rowCount={data.rows.length}
        isUpdating={isUpdating}
        page={table.state.page}
        pageSize={table.state.pageSize}
        onChange={table.update}
        empty={
          <DetailsEmpty icon={<EngineeringIcon />} title="No OSHA inspections">
            OSHA&apos;s enforcement data lists no inspection of this company.
          </DetailsEmpty>
        }
      >
        <DetailsTable
          label="OSHA inspections"
          columns={columns}
          rows={data.rows}
          rowKey={(r) => r.activity_nr}
          sort={table.state.sort}
          onSort={table.sortBy}
        />
      </DetailsTableCard>
    </>
  );
}

/** SPEC §2 /edge/osha-details/:muns: every OSHA inspection of a company. */
export function OshaInspectionsDetails({ muns }: { muns: string }) {
  const table = useDetailsTableState(SORT_RULE);
  const params = useMemo(() => ({ muns, ...table.query }), [muns, table.query]);
  const result = useOshaInspections(params);
  return (
    <DetailsScreen
      muns={muns}
      module="pc"
      title="OSHA Inspections"
      result={result}
    >
      {(data) => (
        <InspectionsBody
          muns={muns}
          data={data}
          isUpdating={result.isPlaceholderData}
          table={table}
        />
      )}
    </DetailsScreen>
  );
}
