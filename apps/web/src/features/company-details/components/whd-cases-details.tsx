import { useMemo } from 'react';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import {
  DEFAULT_WHD_CASE_SORT,
  whdCaseSortSchema,
  type WhdCaseSortField,
  type WhdCasesResponse,
} from '@edge/contracts';
import { useWhdCases } from '../api/get-whd-cases';
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
import { SummaryFigures } from './summary-figures';
import { WHD_CASE_COLUMNS } from './whd-case-columns';

const SORT_RULE = {
  schema: whdCaseSortSchema,
  fallback: DEFAULT_WHD_CASE_SORT,
};

const figuresOf = ({ totals }: WhdCasesResponse) => [
  countFigure('Cases', totals.cases),
  countFigure('Violations', totals.violations),
  countFigure('Employees violated', totals.employees_violated),
  moneyFigure('Back wages', totals.back_wages),
  moneyFigure('Civil penalties', totals.civil_penalties),
];

interface BodyProps {
  data: WhdCasesResponse;
  isUpdating: boolean;
  table: DetailsTableHandle<WhdCaseSortField>;
}

function CasesBody({ data, isUpdating, table }: BodyProps) {
  return (
    <>
      <SummaryFigures label="Wage and hour totals" figures={figuresOf(data)} />
      <DetailsTableCard
        title={countOf(data.total, 'case')}
        label="Wage and hour cases"
        what="case"
        total={data.total}
        rowCount={data.rows.length}
        isUpdating={isUpdating}
        page={table.state.page}
        pageSize={table.state.pageSize}
        onChange={table.update}
        empty={
          <DetailsEmpty icon={<PaymentsIcon />} title="No wage and hour cases">
            The Wage and Hour Division lists no concluded case of this company.
          </DetailsEmpty>
        }
      >
        <DetailsTable
          label="Wage and hour cases"
          columns={WHD_CASE_COLUMNS}
          rows={data.rows}
          rowKey={(r) => r.case_id}
          sort={table.state.sort}
          onSort={table.sortBy}
        />
      </DetailsTableCard>
    </>
  );
}

/** SPEC §2 /edge/whd-details/:muns: every wage-and-hour case of a company. */
export function WhdCasesDetails({ muns }: { muns: string }) {
  const table = useDetailsTableState(SORT_RULE);
  const params = useMemo(() => ({ muns, ...table.query }), [muns, table.query]);
  const result = useWhdCases(params);
  return (
    <DetailsScreen
      muns={muns}
      module="pc"
      title="Wage and Hour Cases"
      result={result}
    >
      {(data) => (
        <CasesBody
          data={data}
          isUpdating={result.isPlaceholderData}
          table={table}
        />
      )}
    </DetailsScreen>
  );
}
