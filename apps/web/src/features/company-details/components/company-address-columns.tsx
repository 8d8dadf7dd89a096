import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type {
  AddressSource,
  CompanyAddress,
  CompanyAddressSortField,
} from '@edge/contracts';
import { formatDate } from '@edge/contracts';
import type { DetailsColumn } from './details-table';

type Column = DetailsColumn<CompanyAddress, CompanyAddressSortField>;

/** The sources giving one address, newest first, each with its date. */
function AddressSources({ sources }: { sources: readonly AddressSource[] }) {
  return (
    <Box
      component="ul"
      aria-label="Sources"
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {sources.map((source) => (
        <li key={source.dataset}>
          {source.label}
          {source.as_of_date && (
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {` · ${formatDate(source.as_of_date)}`}
            </Box>
          )}
        </li>
      ))}
    </Box>
  );
}

/** Every address the sources give, once each; the main one is marked. */
export const COMPANY_ADDRESS_COLUMNS: readonly Column[] = [
  {
    key: 'source',
    label: 'Sources',
    sortField: 'source',
    minWidth: 220,
    render: (r) => <AddressSources sources={r.sources} />,
  },
  {
    key: 'address',
    label: 'Address',
    sortField: 'address',
    minWidth: 220,
    render: (r) => (
      <Box
        component="span"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}
      >
        {r.address}
        {r.is_main && (
          <Chip size="small" color="primary" variant="outlined" label="Main" />
        )}
      </Box>
    ),
  },
  { key: 'city', label: 'City', sortField: 'city', render: (r) => r.city },
  { key: 'state', label: 'State', sortField: 'state', render: (r) => r.state },
  { key: 'zip', label: 'ZIP', sortField: 'zip', render: (r) => r.zip },
  {
    key: 'county',
    label: 'County',
    render: (r) => r.county_name ?? r.county_fips,
  },
  {
    key: 'as_of_date',
    label: 'As of',
    sortField: 'as_of_date',
    firstSort: 'desc',
    render: (r) => formatDate(r.as_of_date),
  },
];
