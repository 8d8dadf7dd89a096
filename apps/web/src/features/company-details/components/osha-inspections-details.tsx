import EngineeringIcon from '@mui/icons-material/EngineeringOutlined';
import {
  DEFAULT_OSHA_INSPECTION_SORT,
  oshaInspectionSortSchema,
  type OshaInspectionSortField,
  type OshaInspectionsResponse,
} from '@edge/contracts';
import { formatDate } from '@edge/contracts';
import { useOshaInspections } from '../api/get-osha-inspections';
import { NO_EXTRA } from '../hooks/use-details-rows';
import { countFigure, moneyFigure, whenRecorded } from '../utils/figures';
import { countOf } from '../utils/plural';
import { DetailsPage, type DetailsPageConfig } from './details-page';
import { DetailsEmpty } from './details-states';
import { inspectionColumns } from './osha-inspection-columns';
import { SummaryFigures } from './summary-figures';

function figuresOf({ total, totals }: OshaInspectionsResponse) {
  const open = totals.open_inspections;
  return whenRecorded(total, [
    countFigure('Inspections', totals.inspections, open ? `${open} open` : ''),
    countFigure('Violations', totals.violations),
    moneyFigure('Initial penalties', totals.initial_penalty),
    moneyFigure('Current penalties', totals.current_penalty),
    {
      label: 'Last inspection',
      value: formatDate(totals.last_inspection_date) || 'None',
    },
  ]);
}

const PAGE: DetailsPageConfig<
  OshaInspectionSortField,
  typeof NO_EXTRA,
  OshaInspectionsResponse
> = {
  title: 'OSHA Inspections',
  sortRule: {
    schema: oshaInspectionSortSchema,
    fallback: DEFAULT_OSHA_INSPECTION_SORT,
  },
  useRows: useOshaInspections,
  label: 'OSHA inspections',
  what: 'inspection',
  heading: (total) => countOf(total, 'inspection'),
  columns: inspectionColumns,
  rowKey: (r) => r.activity_nr,
  summary: (data) => (
    <SummaryFigures label="OSHA totals" figures={figuresOf(data)} />
  ),
  empty: (
    <DetailsEmpty icon={<EngineeringIcon />} title="No OSHA inspections">
      OSHA&apos;s enforcement data lists no inspection of this company.
    </DetailsEmpty>
  ),
};

/** SPEC §2 /edge/osha-details/:muns: every OSHA inspection of a company. */
export function OshaInspectionsDetails({ muns }: { muns: string }) {
  return <DetailsPage page={PAGE} muns={muns} module="pc" extra={NO_EXTRA} />;
}
