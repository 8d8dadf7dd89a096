import type { EbHit } from '@edge/contracts';
import {
  formatCount,
  formatMoney,
  formatMonth,
} from '../../../../utils/format-values';
import { CompanyNameLink } from './company-name-link';
import { Muted } from './muted';
import type { ResultColumn } from './result-column';

/** Benefits results: one sortable column per EB sort field. */
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
    key: 'participants',
    label: 'Participants',
    sortField: 'participants',
    isNumeric: true,
    render: (hit) => formatCount(hit.participants),
  },
  {
    key: 'renewal_month',
    label: 'Renewal',
    sortField: 'renewal_month',
    isNumeric: true,
    render: (hit) => formatMonth(hit.renewal_month),
  },
  {
    key: 'premium',
    label: 'Premium',
    sortField: 'premium',
    isNumeric: true,
    render: (hit) => formatMoney(hit.premium),
  },
  {
    key: 'carrier',
    label: 'Carrier',
    sortField: 'carrier',
    maxWidth: 220,
    render: (hit) => hit.carrier,
    textOf: (hit) => hit.carrier,
  },
  {
    key: 'broker',
    label: 'Broker',
    sortField: 'broker',
    maxWidth: 220,
    render: (hit) => hit.broker ?? <Muted>Not provided</Muted>,
    textOf: (hit) => hit.broker,
  },
  {
    key: 'plan_year',
    label: 'Plan year',
    sortField: 'plan_year',
    isNumeric: true,
    render: (hit) => (hit.plan_year === null ? '' : String(hit.plan_year)),
  },
];
