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
import { useInspectionFilter } from '../hooks/use-inspection-filter';
import { countFigure, moneyFigure, whenRecorded } from '../utils/figures';
import { countOf } from '../utils/plural';
import { DetailsPage, type DetailsPageConfig } from './details-page';
import { DetailsEmpty } from './details-states';
import { InspectionChip } from './inspection-chip';
import { violationColumns } from './osha-violation-columns';
import { SummaryFigures } from './summary-figures';

const figuresOf = ({ total, totals }: OshaViolationsResponse) =>
  whenRecorded(total, [
    countFigure('Violations', totals.violations),
    countFigure('Serious', totals.serious),
    countFigure('Willful', totals.willful),
    countFigure('Repeat', totals.repeat),
    countFigure('Other', totals.other),
    moneyFigure('Initial penalties', totals.initial_penalty),
    moneyFigure('Current penalties', totals.current_penalty),
  ]);

const noViolations = (text: string) => (
  <DetailsEmpty icon={<GavelIcon />} title="No violations">
    {text}
  </DetailsEmpty>
);

const PAGE: DetailsPageConfig<
  OshaViolationSortField,
  { activity_nr: string | undefined },
  OshaViolationsResponse
> = {
  title: 'OSHA Violations',
  sortRule: {
    schema: oshaViolationSortSchema,
    fallback: DEFAULT_OSHA_VIOLATION_SORT,
  },
  useRows: useOshaViolations,
  label: 'OSHA violations',
  what: 'violation',
  heading: (total) => countOf(total, 'violation'),
  columns: violationColumns,
  rowKey: (r) => `${r.activity_nr}:${r.citation_id}`,
  summary: (data) => (
    <SummaryFigures label="OSHA violation totals" figures={figuresOf(data)} />
  ),
  empty: noViolations(
    "OSHA's enforcement data lists no violation of this company.",
  ),
};

// Narrowed to one inspection: nothing cited in it.
const INSPECTION_PAGE: typeof PAGE = {
  ...PAGE,
  empty: noViolations('OSHA cited no violation in this inspection.'),
};

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
  const filter = useInspectionFilter();
  const { activityNr } = filter;
  const extra = useMemo(() => ({ activity_nr: activityNr }), [activityNr]);
  const renderFilter = (data: OshaViolationsResponse) => (
    <>
      {activityNr && (
        <InspectionChip
          activityNr={activityNr}
          inspection={data.inspection}
          onRemove={filter.clear}
        />
      )}
      <Link
        component={RouterLink}
        to={paths.oshaDetails(muns)}
        underline="hover"
        sx={{ ml: 'auto', fontWeight: 600, fontSize: 14 }}
      >
        All inspections
      </Link>
    </>
  );
  return (
    <DetailsPage
      page={activityNr ? INSPECTION_PAGE : PAGE}
      muns={muns}
      module="pc"
      extra={extra}
      filter={renderFilter}
      errorPanel={(error) => inspectionNotFound(error, filter.clear)}
    />
  );
}
