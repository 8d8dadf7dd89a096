import type { PcHit } from '@edge/contracts';
import { formatCount, formatMoney } from '@edge/contracts';
import { formatDate } from '@edge/contracts';
import { CompanyNameLink } from './company-name-link';
import { sourced } from './no-record';
import { OpportunityCell } from './opportunity-cell';
import type { ResultColumn } from './result-column';

// A count of 0 inspections (or cases) means the source has no row for the
// company: its violations (or back wages) are '—', not 0.
const ifAny = <T,>(count: number, value: T) => (count > 0 ? value : null);

/**
 * Commercial results: one sortable column per PC sort field, in the order
 * of a first visit: the company, then what a commercial broker works with.
 */
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
    key: 'opportunity',
    label: 'Opportunity',
    sortField: 'opportunity',
    isNumeric: true,
    render: (hit) => <OpportunityCell score={hit.opportunity} />,
  },
  {
    key: 'osha_violations',
    label: 'OSHA violations',
    sortField: 'osha_violations',
    isNumeric: true,
    render: (hit) =>
      sourced(ifAny(hit.osha_inspections, hit.osha_violations), formatCount),
  },
  {
    key: 'whd_back_wages',
    label: 'WHD back wages',
    sortField: 'whd_back_wages',
    isNumeric: true,
    render: (hit) =>
      sourced(ifAny(hit.whd_cases, hit.whd_back_wages), formatMoney),
  },
  {
    key: 'dot_power_units',
    label: 'DOT power units',
    sortField: 'dot_power_units',
    isNumeric: true,
    render: (hit) => sourced(hit.dot_power_units, formatCount),
  },
  {
    key: 'wc_expiration_date',
    label: 'WC expiration',
    sortField: 'wc_expiration_date',
    isNumeric: true,
    render: (hit) => sourced(hit.wc_expiration_date, formatDate),
  },
  {
    key: 'employees',
    label: 'Employees',
    sortField: 'employees',
    isNumeric: true,
    render: (hit) => sourced(hit.employees, formatCount),
  },
  {
    key: 'state',
    label: 'State',
    sortField: 'state',
    render: (hit) => sourced(hit.state),
  },
  {
    key: 'activity_date',
    label: 'Last activity',
    sortField: 'activity_date',
    isNumeric: true,
    render: (hit) => sourced(hit.activity_date, formatDate),
  },
  {
    key: 'city',
    label: 'City',
    sortField: 'city',
    maxWidth: 150,
    render: (hit) => sourced(hit.city),
    textOf: (hit) => hit.city,
  },
  {
    key: 'zip',
    label: 'ZIP',
    sortField: 'zip',
    render: (hit) => sourced(hit.zip),
  },
  {
    key: 'industry',
    label: 'Industry',
    sortField: 'industry',
    maxWidth: 220,
    render: (hit) => sourced(hit.industry),
    textOf: (hit) => hit.industry,
  },
  {
    key: 'revenue',
    label: 'Revenue',
    sortField: 'revenue',
    isNumeric: true,
    render: (hit) => sourced(hit.revenue, formatMoney),
  },
];

/** What a first visit shows; the others are a click away (Columns). */
export const PC_DEFAULT_COLUMNS = [
  'entity_name',
  'osha_violations',
  'whd_back_wages',
  'dot_power_units',
  'wc_expiration_date',
  'employees',
  'state',
] as const;
