import type { EbHit } from '@edge/contracts';
import { formatCount, formatMoney, formatMonth } from '@edge/contracts';
import { CompanyNameLink } from './company-name-link';
import { Muted } from './muted';
import { NoRecord, sourced } from './no-record';
import { PartyCell } from './party-cell';
import { OpportunityCell } from './opportunity-cell';
import type { ResultColumn } from './result-column';

// A company with contracts but no broker on them: SPEC §5 'not provided'.
// One with no contract at all: the source has no row.
function brokerName(hit: EbHit) {
  if (hit.broker) return hit.broker;
  const hasContracts = hit.carrier !== null || hit.carrier_more > 0;
  return hasContracts ? <Muted>Not provided</Muted> : <NoRecord />;
}

/**
 * Benefits results: one sortable column per EB sort field, in the order of
 * a first visit: the company, then what a benefits broker works with.
 */
export const EB_COLUMNS: readonly ResultColumn<EbHit>[] = [
  {
    key: 'entity_name',
    label: 'Company',
    sortField: 'entity_name',
    maxWidth: 240,
    render: (hit) => (
      <CompanyNameLink module="eb" muns={hit.muns} name={hit.entity_name} />
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
    key: 'renewal_month',
    label: 'Renewal',
    sortField: 'renewal_month',
    isNumeric: true,
    render: (hit) => sourced(hit.renewal_month, formatMonth),
  },
  {
    key: 'premium',
    label: 'Premium',
    sortField: 'premium',
    isNumeric: true,
    render: (hit) => sourced(hit.premium, formatMoney),
  },
  {
    key: 'carrier',
    label: 'Carrier',
    sortField: 'carrier',
    render: (hit) => (
      <PartyCell
        name={sourced(hit.carrier)}
        title={hit.carrier}
        more={hit.carrier_more}
      />
    ),
  },
  {
    key: 'broker',
    label: 'Broker',
    sortField: 'broker',
    render: (hit) => (
      <PartyCell
        name={brokerName(hit)}
        title={hit.broker}
        more={hit.broker_more}
      />
    ),
  },
  {
    key: 'employees',
    label: 'Employees',
    sortField: 'employees',
    isNumeric: true,
    render: (hit) => sourced(hit.employees, formatCount),
  },
  {
    key: 'participants',
    label: 'Participants',
    sortField: 'participants',
    isNumeric: true,
    render: (hit) => sourced(hit.participants, formatCount),
  },
  {
    key: 'state',
    label: 'State',
    sortField: 'state',
    render: (hit) => sourced(hit.state),
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
    key: 'revenue',
    label: 'Revenue',
    sortField: 'revenue',
    isNumeric: true,
    render: (hit) => sourced(hit.revenue, formatMoney),
  },
  {
    key: 'plan_year',
    label: 'Plan year',
    sortField: 'plan_year',
    isNumeric: true,
    render: (hit) => sourced(hit.plan_year),
  },
];

/** What a first visit shows; the others are a click away (Columns). */
export const EB_DEFAULT_COLUMNS = [
  'entity_name',
  'renewal_month',
  'premium',
  'carrier',
  'broker',
] as const;
