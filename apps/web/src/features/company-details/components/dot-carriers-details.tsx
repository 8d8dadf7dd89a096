import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import {
  DEFAULT_DOT_CARRIER_SORT,
  dotCarrierSortSchema,
  type DotCarrierSortField,
  type DotCarriersResponse,
} from '@edge/contracts';
import { useDotCarriers } from '../api/get-dot-carriers';
import { NO_EXTRA } from '../hooks/use-details-rows';
import { countFigure, whenRecorded } from '../utils/figures';
import { countOf } from '../utils/plural';
import { DetailsPage, type DetailsPageConfig } from './details-page';
import { DetailsEmpty } from './details-states';
import { DOT_CARRIER_COLUMNS } from './dot-carrier-columns';
import { SummaryFigures } from './summary-figures';

const figuresOf = ({ total, totals }: DotCarriersResponse) =>
  whenRecorded(total, [
    countFigure('Carriers', totals.carriers),
    countFigure('Power units', totals.power_units),
    countFigure('Drivers', totals.drivers),
  ]);

const PAGE: DetailsPageConfig<
  DotCarrierSortField,
  typeof NO_EXTRA,
  DotCarriersResponse
> = {
  title: 'DOT Motor Carriers',
  sortRule: {
    schema: dotCarrierSortSchema,
    fallback: DEFAULT_DOT_CARRIER_SORT,
  },
  useRows: useDotCarriers,
  label: 'DOT motor carriers',
  what: 'carrier',
  heading: (total) => countOf(total, 'motor carrier'),
  columns: () => DOT_CARRIER_COLUMNS,
  rowKey: (r) => r.dot_number,
  summary: (data) => (
    <SummaryFigures label="Fleet totals" figures={figuresOf(data)} />
  ),
  empty: (
    <DetailsEmpty icon={<LocalShippingIcon />} title="No DOT carriers">
      The FMCSA census lists no motor carrier of this company.
    </DetailsEmpty>
  ),
};

/** SPEC §2 /edge/dot-details/:muns: every DOT motor carrier of a company. */
export function DotCarriersDetails({ muns }: { muns: string }) {
  return <DetailsPage page={PAGE} muns={muns} module="pc" extra={NO_EXTRA} />;
}
