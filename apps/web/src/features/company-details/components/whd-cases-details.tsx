import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import {
  DEFAULT_WHD_CASE_SORT,
  whdCaseSortSchema,
  type WhdCaseSortField,
  type WhdCasesResponse,
} from '@edge/contracts';
import { useWhdCases } from '../api/get-whd-cases';
import { NO_EXTRA } from '../hooks/use-details-rows';
import { countFigure, moneyFigure, whenRecorded } from '../utils/figures';
import { countOf } from '../utils/plural';
import { DetailsPage, type DetailsPageConfig } from './details-page';
import { DetailsEmpty } from './details-states';
import { SummaryFigures } from './summary-figures';
import { WHD_CASE_COLUMNS } from './whd-case-columns';

// A company with no case has no back wages on record: '—', never $0.
const figuresOf = ({ total, totals }: WhdCasesResponse) =>
  whenRecorded(total, [
    countFigure('Cases', totals.cases),
    countFigure('Violations', totals.violations),
    countFigure('Employees violated', totals.employees_violated),
    moneyFigure('Back wages', totals.back_wages),
    moneyFigure('Civil penalties', totals.civil_penalties),
  ]);

const PAGE: DetailsPageConfig<
  WhdCaseSortField,
  typeof NO_EXTRA,
  WhdCasesResponse
> = {
  title: 'Wage and Hour Cases',
  sortRule: { schema: whdCaseSortSchema, fallback: DEFAULT_WHD_CASE_SORT },
  useRows: useWhdCases,
  label: 'Wage and hour cases',
  what: 'case',
  heading: (total) => countOf(total, 'case'),
  columns: () => WHD_CASE_COLUMNS,
  rowKey: (r) => r.case_id,
  summary: (data) => (
    <SummaryFigures label="Wage and hour totals" figures={figuresOf(data)} />
  ),
  empty: (
    <DetailsEmpty icon={<PaymentsIcon />} title="No wage and hour cases">
      The Wage and Hour Division lists no concluded case of this company.
    </DetailsEmpty>
  ),
};

/** SPEC §2 /edge/whd-details/:muns: every wage-and-hour case of a company. */
export function WhdCasesDetails({ muns }: { muns: string }) {
  return <DetailsPage page={PAGE} muns={muns} module="pc" extra={NO_EXTRA} />;
}
