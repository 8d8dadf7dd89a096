import type { PcHit } from '@edge/contracts';
import { formatCount, formatMoney } from '../../../../utils/format-values';
import { formatDate } from '../../../../utils/format-date';
import { CompanyNameLink } from './company-name-link';
import type { ResultColumn } from './result-column';

/** Commercial results: one sortable column per PC sort field. */
export const PC_COLUMNS: readonly ResultColumn<PcHit>[] = [
  {
    key: 'entity_name',
    label: 'Company',
    sortField: 'entity_name',
    maxWidth: 240,
    render: (hit) => (
      <CompanyNameLink module="pc" muns={hit.muns} name={hit.entity_name} />
    ),
    textOf: (hit) => hit.entity_name,
  },
  {
    key: 'city',
    label: 'City',
    sortField: 'city',
    maxWidth: 150,
    render: (hit) => hit.city,
    textOf: (hit) => hit.city,
  },
  {
    key: 'state',
    label: 'State',
    sortField: 'state',
    render: (hit) => hit.state,
  },
  { key: 'zip', label: 'ZIP', sortField: 'zip', render: (hit) => hit.zip },
  {
    key: 'industry',
    label: 'Industry',
    sortField: 'industry',
    maxWidth: 220,
    render: (hit) => hit.industry,
    textOf: (hit) => hit.industry,
  },
  {
    key: 'employees',
    label: 'Employees',
    sortField: 'employees',
    isNumeric: true,
    render: (hit) => formatCount(hit.employees),
  },
  {
    key: 'revenue',
    label: 'Revenue',
    sortField: 'revenue',
    isNumeric: true,
    render: (hit) => formatMoney(hit.revenue),
  },
  {
    key: 'activity_date',
    label: 'Last activity',
    sortField: 'activity_date',
    isNumeric: true,
    render: (hit) => formatDate(hit.activity_date),
  },
  {
    key: 'osha_violations',
    label: 'OSHA violations',
    sortField: 'osha_violations',
    isNumeric: true,
    render: (hit) => formatCount(hit.osha_violations),
  },
  {
    key: 'whd_back_wages',
    label: 'WHD back wages',
    sortField: 'whd_back_wages',
    isNumeric: true,
    render: (hit) => formatMoney(hit.whd_back_wages),
  },
  {
    key: 'dot_power_units',
    label: 'DOT power units',
    sortField: 'dot_power_units',
    isNumeric: true,
    render: (hit) => formatCount(hit.dot_power_units),
  },
  {
    key: 'wc_expiration_date',
    label: 'WC expiration',
    sortField: 'wc_expiration_date',
    isNumeric: true,
    render: (hit) => formatDate(hit.wc_expiration_date),
  },
];
