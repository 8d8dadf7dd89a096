import { useMemo } from 'react';
import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import {
  DEFAULT_DOT_CARRIER_SORT,
  dotCarrierSortSchema,
  type DotCarrierSortField,
  type DotCarriersResponse,
} from '@edge/contracts';
import { useDotCarriers } from '../api/get-dot-carriers';
import {
  useDetailsTableState,
  type DetailsTableHandle,
} from '../hooks/use-details-table-state';
import { countFigure } from '../utils/figures';
import { countOf } from '../utils/plural';
import { DetailsScreen } from './details-screen';
import { DetailsEmpty } from './details-states';
import { DetailsTable } from './details-table';
import { DetailsTableCard } from './details-table-card';
import { DOT_CARRIER_COLUMNS } from './dot-carrier-columns';
import { SummaryFigures } from './summary-figures';

const SORT_RULE = {
  schema: dotCarrierSortSchema,
  fallback: DEFAULT_DOT_CARRIER_SORT,
};

const figuresOf = ({ totals }: DotCarriersResponse) => [
  countFigure('Carriers', totals.carriers),
  countFigure('Power units', totals.power_units),
  countFigure('Drivers', totals.drivers),
];

interface BodyProps {
  data: DotCarriersResponse;
  isUpdating: boolean;
  table: DetailsTableHandle<DotCarrierSortField>;
}

function CarriersBody({ data, isUpdating, table }: BodyProps) {
  return (
    <>
      <SummaryFigures label="Fleet totals" figures={figuresOf(data)} />
      <DetailsTableCard
        title={countOf(data.total, 'motor carrier')}
        label="DOT motor carriers"
        what="carrier"
        total={data.total}
        rowCount={data.rows.length}
        isUpdating={isUpdating}
        page={table.state.page}
        pageSize={table.state.pageSize}
        onChange={table.update}
        empty={
          <DetailsEmpty icon={<LocalShippingIcon />} title="No DOT carriers">
            The FMCSA census lists no motor carrier of this company.
          </DetailsEmpty>
        }
      >
        <DetailsTable
          label="DOT motor carriers"
          columns={DOT_CARRIER_COLUMNS}
          rows={data.rows}
          rowKey={(r) => r.dot_number}
          sort={table.state.sort}
          onSort={table.sortBy}
        />
      </DetailsTableCard>
    </>
  );
}

/** SPEC §2 /edge/dot-details/:muns: every DOT motor carrier of a company. */
export function DotCarriersDetails({ muns }: { muns: string }) {
  const table = useDetailsTableState(SORT_RULE);
  const params = useMemo(() => ({ muns, ...table.query }), [muns, table.query]);
  const result = useDotCarriers(params);
  return (
    <DetailsScreen
      muns={muns}
      module="pc"
      title="DOT Motor Carriers"
      result={result}
    >
      {(data) => (
        <CarriersBody
          data={data}
          isUpdating={result.isPlaceholderData}
          table={table}
        />
      )}
    </DetailsScreen>
  );
}
