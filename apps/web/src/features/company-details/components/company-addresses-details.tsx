import { useMemo } from 'react';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import {
  companyAddressSortSchema,
  DEFAULT_COMPANY_ADDRESS_SORT,
  type CompanyAddressSortField,
  type CompanyAddressesResponse,
  type Module,
} from '@edge/contracts';
import { useCompanyAddresses } from '../api/get-company-addresses';
import {
  useDetailsTableState,
  type DetailsTableHandle,
} from '../hooks/use-details-table-state';
import { countOf } from '../utils/plural';
import { COMPANY_ADDRESS_COLUMNS } from './company-address-columns';
import { DetailsScreen } from './details-screen';
import { DetailsEmpty } from './details-states';
import { DetailsTable } from './details-table';
import { DetailsTableCard } from './details-table-card';
import { MainAddressCard } from './main-address-card';

const SORT_RULE = {
  schema: companyAddressSortSchema,
  fallback: DEFAULT_COMPANY_ADDRESS_SORT,
};

interface BodyProps {
  data: CompanyAddressesResponse;
  isUpdating: boolean;
  table: DetailsTableHandle<CompanyAddressSortField>;
}

function AddressesBody({ data, isUpdating, table }: BodyProps) {
  return (
    <>
      <MainAddressCard
        company={data.company}
        addresses={data.total}
        sources={data.sources.length}
      />
      <DetailsTableCard
        title={countOf(data.total, 'address', 'addresses')}
        label="Addresses"
        what="address"
        total={data.total}
        rowCount={data.rows.length}
        isUpdating={isUpdating}
        page={table.state.page}
        pageSize={table.state.pageSize}
        onChange={table.update}
        empty={
          <DetailsEmpty icon={<PlaceIcon />} title="No other addresses">
            No source gives this company an address besides its main one.
          </DetailsEmpty>
        }
      >
        <DetailsTable
          label="Addresses"
          columns={COMPANY_ADDRESS_COLUMNS}
          rows={data.rows}
          rowKey={(r) => r.id}
          sort={table.state.sort}
          onSort={table.sortBy}
        />
      </DetailsTableCard>
    </>
  );
}

/**
 * SPEC §2 /edge/alternate-addresses/:module/:muns: every address the
 * sources know for a company, in the module the page belongs to.
 */
export function CompanyAddressesDetails({
  muns,
  module,
}: {
  muns: string;
  module: Module;
}) {
  const table = useDetailsTableState(SORT_RULE);
  const params = useMemo(
    () => ({ muns, module, ...table.query }),
    [muns, module, table.query],
  );
  const result = useCompanyAddresses(params);
  return (
    <DetailsScreen
      muns={muns}
      module={module}
      title="Alternate Addresses"
      result={result}
    >
      {(data) => (
        <AddressesBody
          data={data}
          isUpdating={result.isPlaceholderData}
          table={table}
        />
      )}
    </DetailsScreen>
  );
}
