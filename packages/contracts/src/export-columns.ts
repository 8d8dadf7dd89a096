import type { EbHit } from './search-eb';
import type { PcHit } from './search-pc';
import {
  formatCount,
  formatDate,
  formatMoney,
  formatMonth,
} from './value-format';

/**
 * A results-table column as an exported file writes it ("As shown"): the
 * table's label and the cell's text, '' where the table shows '—' (no
 * record in the source).
 */
export interface ShownColumn<H> {
  key: string;
  label: string;
  text: (hit: H) => string;
}

const plain = (value: string | number | null) =>
  value === null ? '' : String(value);
// A count of 0 inspections (or cases) means the source has no row for the
// company: its violations (or back wages) are blank, not 0.
const ifAny = <T>(count: number, value: T) => (count > 0 ? value : null);
const party = (name: string | null, more: number) =>
  name === null ? '' : more > 0 ? `${name} + ${more} more` : name;

/** Commercial results columns, in the table's order (pc-columns.tsx). */
export const PC_SHOWN_COLUMNS: readonly ShownColumn<PcHit>[] = [
  { key: 'entity_name', label: 'Company', text: (h) => h.entity_name },
  {
    key: 'opportunity',
    label: 'Opportunity',
    text: (h) => plain(h.opportunity),
  },
  {
    key: 'osha_violations',
    label: 'OSHA violations',
    text: (h) => formatCount(ifAny(h.osha_inspections, h.osha_violations)),
  },
  {
    key: 'whd_back_wages',
    label: 'WHD back wages',
    text: (h) => formatMoney(ifAny(h.whd_cases, h.whd_back_wages)),
  },
  {
    key: 'dot_power_units',
    label: 'DOT power units',
    text: (h) => formatCount(h.dot_power_units),
  },
  {
    key: 'wc_expiration_date',
    label: 'WC expiration',
    text: (h) => formatDate(h.wc_expiration_date),
  },
  {
    key: 'employees',
    label: 'Employees',
    text: (h) => formatCount(h.employees),
  },
  { key: 'state', label: 'State', text: (h) => h.state },
  {
    key: 'activity_date',
    label: 'Last activity',
    text: (h) => formatDate(h.activity_date),
  },
  { key: 'city', label: 'City', text: (h) => plain(h.city) },
  { key: 'zip', label: 'ZIP', text: (h) => plain(h.zip) },
  { key: 'industry', label: 'Industry', text: (h) => plain(h.industry) },
  { key: 'revenue', label: 'Revenue', text: (h) => formatMoney(h.revenue) },
];

/** Benefits results columns, in the table's order (eb-columns.tsx). */
export const EB_SHOWN_COLUMNS: readonly ShownColumn<EbHit>[] = [
  { key: 'entity_name', label: 'Company', text: (h) => h.entity_name },
  {
    key: 'opportunity',
    label: 'Opportunity',
    text: (h) => plain(h.opportunity),
  },
  {
    key: 'renewal_month',
    label: 'Renewal',
    text: (h) => formatMonth(h.renewal_month),
  },
  { key: 'premium', label: 'Premium', text: (h) => formatMoney(h.premium) },
  {
    key: 'carrier',
    label: 'Carrier',
    text: (h) => party(h.carrier, h.carrier_more),
  },
  {
    key: 'broker',
    label: 'Broker',
    // SPEC §5: contracts without a broker say so; no contract is blank.
    text: (h) =>
      h.broker === null && (h.carrier !== null || h.carrier_more > 0)
        ? 'Not provided'
        : party(h.broker, h.broker_more),
  },
  {
    key: 'employees',
    label: 'Employees',
    text: (h) => formatCount(h.employees),
  },
  {
    key: 'participants',
    label: 'Participants',
    text: (h) => formatCount(h.participants),
  },
  { key: 'state', label: 'State', text: (h) => h.state },
  { key: 'city', label: 'City', text: (h) => plain(h.city) },
  { key: 'revenue', label: 'Revenue', text: (h) => formatMoney(h.revenue) },
  { key: 'plan_year', label: 'Plan year', text: (h) => plain(h.plan_year) },
];

/**
 * The column after the shown ones in a results or favorites file: the
 * exporting user's pipeline stage of the company, empty when none.
 */
export const PIPELINE_STAGE_COLUMN = 'Pipeline stage';

export const PC_SHOWN_KEYS = PC_SHOWN_COLUMNS.map((c) => c.key);
export const EB_SHOWN_KEYS = EB_SHOWN_COLUMNS.map((c) => c.key);
