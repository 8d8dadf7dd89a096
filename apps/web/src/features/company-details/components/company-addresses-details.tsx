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
import { countOf } from '../utils/plural';
import { COMPANY_ADDRESS_COLUMNS } from './company-address-columns';
import { DetailsPage, type DetailsPageConfig } from './details-page';
import { DetailsEmpty } from './details-states';
import { MainAddressCard } from './main-address-card';

const PAGE: DetailsPageConfig<
  CompanyAddressSortField,
  { module: Module },
  CompanyAddressesResponse
> = {
  title: 'Alternate Addresses',
  sortRule: {
    schema: companyAddressSortSchema,
    fallback: DEFAULT_COMPANY_ADDRESS_SORT,
  },
  useRows: useCompanyAddresses,
  label: 'Addresses',
  what: 'address',
  heading: (total) => countOf(total, 'address', 'addresses'),
  columns: () => COMPANY_ADDRESS_COLUMNS,
  rowKey: (r) => r.id,
  summary: (data) => (
    <MainAddressCard
      company={data.company}
      addresses={data.total}
      sources={data.sources.length}
    />
  ),
  empty: (
    <DetailsEmpty icon={<PlaceIcon />} title="No other addresses">
      No source gives this company an address besides its main one.
    </DetailsEmpty>
  ),
};

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
  const extra = useMemo(() => ({ module }), [module]);
  return <DetailsPage page={PAGE} muns={muns} module={module} extra={extra} />;
}
