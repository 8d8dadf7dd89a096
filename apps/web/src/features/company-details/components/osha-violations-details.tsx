import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import GavelIcon from '@mui/icons-material/GavelOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOffOutlined';
import {
  DEFAULT_OSHA_VIOLATION_SORT,
  oshaViolationSortSchema,
  type OshaViolationSortField,
  type OshaViolationsResponse,
} from '@edge/contracts';
import { MessagePanel } from '../../../components/ui/message-panel';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { useOshaViolations } from '../api/get-osha-violations';
import {
  useDetailsTableState,
  type DetailsTableHandle,
} from '../hooks/use-details-table-state';
import { useInspectionFilter } from '../hooks/use-inspection-filter';
import { countFigure, moneyFigure } from '../utils/figures';
import { countOf } from '../utils/plural';
import { DetailsScreen } from './details-screen';
import { DetailsEmpty } from './details-states';
import { DetailsTable } from './details-table';
import { DetailsTableCard } from './details-table-card';
import { InspectionChip } from './inspection-chip';
import { violationColumns } from './osha-violation-columns';
import { SummaryFigures } from './summary-figures';

const SORT_RULE = {
  schema: oshaViolationSortSchema,
  fallback: DEFAULT_OSHA_VIOLATION_SORT,
};

const figuresOf = ({ totals }: OshaViolationsResponse) => [
  countFigure('Violations', totals.violations),
  countFigure('Serious', totals.serious),
  countFigure('Willful', totals.willful),
  countFigure('Repeat', totals.repeat),
  countFigure('Other', totals.other),
  moneyFigure('Initial penalties', totals.initial_penalty),
  moneyFigure('Current penalties', totals.current_penalty),
];

interface BodyProps {
  muns: string;
  data: OshaViolationsResponse;
  isUpdating: boolean;
  table: DetailsTableHandle<OshaViolationSortField>;
  filter: ReturnType<typeof useInspectionFilter>;
}

function ViolationsBody({ muns, data, isUpdating, table, filter }: BodyProps) {
  const columns = useMemo(() => violationColumns(muns), [muns]);
  const chip = filter.activityNr && (
    <InspectionChip
      activityNr={filter.activityNr}
      inspection={data.inspection}
      onRemove={filter.clear}
    />
  );
  return (
    <>
      <SummaryFigures label="OSHA violation totals" figures={figuresOf(data)} />
      <DetailsTableCard
        title={countOf(data.total, 'violation')}
        label="OSHA violations"
        what="violation"
        total={data.total}
        rowCount={data.rows.length}
        isUpdating={isUpdating}
        page={table.state.page}
        pageSize={table.state.pageSize}
        onChange={table.update}
        filter={
          <>
            {chip}
            <Link
              component={RouterLink}
              to={paths.oshaDetails(muns)}
              underline="hover"
              sx={{ ml: 'auto', fontWeight: 600, fontSize: 14 }}
            >
              All inspections
            </Link>
          </>
        }
        empty={
          <DetailsEmpty icon={<GavelIcon />} title="No violations">
            {filter.activityNr
              ? 'OSHA cited no violation in this inspection.'
              : "OSHA's enforcement data lists no violation of this company."}
          </DetailsEmpty>
        }
      >
        <DetailsTable
          label="OSHA violations"
          columns={columns}
          rows={data.rows}
          rowKey={(r) => `${r.activity_nr}:${r.citation_id}`}
          sort={table.state.sort}
          onSort={table.sortBy}
        />
      </DetailsTableCard>
    </>
  );
}

// An inspection number from an old or edited link: offer every violation.
function inspectionNotFound(error: Error, onShowAll: () => void): ReactNode {
  if (!isApiError(error)) return undefined;
  if (error.extraData.code !== 'OSHA_INSPECTION_NOT_FOUND') return undefined;
  return (
    <MessagePanel
      role="alert"
      icon={<SearchOffIcon />}
      title="Inspection not found"
      actions={
        <Button variant="contained" onClick={onShowAll}>
          Show every violation
        </Button>
      }
    >
      {error.message}
    </MessagePanel>
  );
}

/** SPEC §2 /edge/osha-details2/:muns: every OSHA violation of a company. */
export function OshaViolationsDetails({ muns }: { muns: string }) {
  const table = useDetailsTableState(SORT_RULE);
  const filter = useInspectionFilter();
  const { activityNr } = filter;
  const params = useMemo(
    () => ({ muns, ...table.query, activity_nr: activityNr }),
    [muns, table.query, activityNr],
  );
  const result = useOshaViolations(params);
  return (
    <DetailsScreen
      muns={muns}
      module="pc"
      title="OSHA Violations"
      result={result}
      errorPanel={(error) => inspectionNotFound(error, filter.clear)}
    >
      {(data) => (
        <ViolationsBody
          muns={muns}
          data={data}
          isUpdating={result.isPlaceholderData}
          table={table}
          filter={filter}
        />
      )}
    </DetailsScreen>
  );
}
