import { HAZARD_GROUPS, type Contact, personName } from '@edge/contracts';
import type { ReportAnswer } from '../../company-reports/index';
import {
  companyColumns,
  joined,
  sourceColumns,
  yesNo,
  type ProfileColumn,
  type WithCompany,
} from './profile-cells';

/** The commercial reports a profile row is written from. */
export const PC_PROFILE_REPORTS = [
  'osha',
  'whd',
  'dot',
  'property',
  'hazards',
  'workers-comp',
  'contacts',
] as const;

export type PcProfile = WithCompany & {
  osha: ReportAnswer<'osha'>;
  whd: ReportAnswer<'whd'>;
  dot: ReportAnswer<'dot'>;
  property: ReportAnswer<'property'>;
  hazards: ReportAnswer<'hazards'>;
  'workers-comp': ReportAnswer<'workers-comp'>;
  contacts: ReportAnswer<'contacts'>;
};
type Column = ProfileColumn<PcProfile>;

const osha: Column[] = [
  { label: 'OSHA inspections', value: (r) => r.osha.totals.inspections },
  {
    label: 'OSHA open inspections',
    value: (r) => r.osha.totals.open_inspections,
  },
  { label: 'OSHA violations', value: (r) => r.osha.totals.violations },
  { label: 'OSHA serious violations', value: (r) => r.osha.totals.serious },
  { label: 'OSHA willful violations', value: (r) => r.osha.totals.willful },
  { label: 'OSHA repeat violations', value: (r) => r.osha.totals.repeat },
  {
    label: 'OSHA initial penalties',
    value: (r) => r.osha.totals.initial_penalty,
  },
  {
    label: 'OSHA current penalties',
    value: (r) => r.osha.totals.current_penalty,
  },
  {
    label: 'OSHA last inspection',
    value: (r) => r.osha.totals.last_inspection_date,
  },
  ...sourceColumns<PcProfile>('OSHA', (r) => r.osha.sources),
];

const whd: Column[] = [
  { label: 'WHD cases', value: (r) => r.whd.totals.cases },
  { label: 'WHD violations', value: (r) => r.whd.totals.violations },
  {
    label: 'WHD employees violated',
    value: (r) => r.whd.totals.employees_violated,
  },
  { label: 'WHD back wages', value: (r) => r.whd.totals.back_wages },
  { label: 'WHD civil penalties', value: (r) => r.whd.totals.civil_penalties },
  {
    label: 'WHD repeat violator',
    value: (r) =>
      r.whd.totals.cases > 0 ? yesNo(r.whd.totals.repeat_violator) : null,
  },
  {
    label: 'WHD child labor violations',
    value: (r) =>
      r.whd.totals.cases > 0 ? r.whd.totals.child_labor_violations : null,
  },
  {
    label: 'WHD last finding',
    value: (r) => r.whd.totals.last_finding_date,
  },
  ...sourceColumns<PcProfile>('WHD', (r) => r.whd.sources),
];

const dot: Column[] = [
  {
    label: 'DOT numbers',
    value: (r) => joined(r.dot.carriers.map((c) => c.dot_number)),
  },
  { label: 'DOT power units', value: (r) => r.dot.totals.power_units },
  { label: 'DOT drivers', value: (r) => r.dot.totals.drivers },
  {
    label: 'DOT operation',
    value: (r) => joined(r.dot.carriers.map((c) => c.carrier_operation)),
  },
  {
    label: 'DOT hazmat',
    value: (r) =>
      r.dot.carriers.length > 0
        ? yesNo(r.dot.carriers.some((c) => c.hazmat))
        : null,
  },
  {
    label: 'DOT MCS-150 date',
    value: (r) =>
      r.dot.carriers
        .map((c) => c.mcs150_date)
        .filter((d) => d !== null)
        .sort()
        .at(-1) ?? null,
  },
  ...sourceColumns<PcProfile>('DOT', (r) => r.dot.sources),
];

const property: Column[] = [
  { label: 'Properties', value: (r) => r.property.totals.properties },
  {
    label: 'Building area (sq ft)',
    value: (r) => r.property.totals.building_area_sqft,
  },
  { label: 'Lot size (sq ft)', value: (r) => r.property.totals.lot_size_sqft },
  {
    label: 'Assessed value',
    value: (r) => r.property.totals.assessed_total_value,
  },
  {
    label: 'Oldest year built',
    value: (r) => r.property.totals.oldest_year_built,
  },
  {
    label: 'Main property construction',
    value: (r) => r.property.primary?.construction_class ?? null,
  },
  {
    label: 'Main property use',
    value: (r) => r.property.primary?.land_use ?? null,
  },
  ...sourceColumns<PcProfile>('Property', (r) => r.property.sources),
];

const rated = (score: { rating: string | null; score: number | null }) =>
  score.rating ?? (score.score === null ? null : String(score.score));

const hazards: Column[] = [
  { label: 'County', value: (r) => r.hazards.county_name },
  {
    label: 'National Risk Index',
    value: (r) => (r.hazards.overall ? rated(r.hazards.overall) : null),
  },
  {
    label: 'Expected annual loss',
    value: (r) =>
      r.hazards.expected_annual_loss
        ? rated(r.hazards.expected_annual_loss)
        : null,
  },
  ...HAZARD_GROUPS.map((group): Column => ({
    label: `${group.label} risk`,
    value: (r) => {
      const found = r.hazards.groups.find((g) => g.key === group.key);
      return found ? rated(found) : null;
    },
  })),
  ...sourceColumns<PcProfile>('Hazards', (r) => r.hazards.sources),
];

const wc = (r: PcProfile) => r['workers-comp'].current;
const workersComp: Column[] = [
  { label: 'WC carrier', value: (r) => wc(r)?.carrier_name ?? null },
  { label: 'WC policy number', value: (r) => wc(r)?.policy_number ?? null },
  { label: 'WC effective', value: (r) => wc(r)?.effective_date ?? null },
  { label: 'WC expiration', value: (r) => wc(r)?.expiration_date ?? null },
  { label: 'WC status', value: (r) => wc(r)?.coverage_status ?? null },
  { label: 'WC class code', value: (r) => wc(r)?.class_code ?? null },
  { label: 'WC experience mod', value: (r) => wc(r)?.experience_mod ?? null },
  {
    label: 'WC estimated premium',
    value: (r) => wc(r)?.estimated_premium ?? null,
  },
  { label: 'WC PEO', value: (r) => wc(r)?.peo_name ?? null },
  {
    label: 'WC policies on file',
    value: (r) => r['workers-comp'].policies.length,
  },
  ...sourceColumns<PcProfile>(
    "Workers' comp",
    (r) => r['workers-comp'].sources,
  ),
];

/** The contact columns both modules' profiles end with. */
export function contactColumns<
  R extends { contacts: ReportAnswer<'contacts'> },
>(): ProfileColumn<R>[] {
  const first = (r: R) => r.contacts.contacts[0];
  const name = (c: Contact | undefined) =>
    personName(c?.first_name, c?.last_name) || null;
  return [
    { label: 'Contacts', value: (r) => r.contacts.contacts.length },
    { label: 'Top contact', value: (r) => name(first(r)) },
    { label: 'Top contact title', value: (r) => first(r)?.title ?? null },
    { label: 'Top contact e-mail', value: (r) => first(r)?.email ?? null },
    { label: 'Top contact phone', value: (r) => first(r)?.phone ?? null },
    ...sourceColumns<R>('Contacts', (r) => r.contacts.sources),
  ];
}

/** Every column of a commercial full profile, in order. */
export const PC_PROFILE_COLUMNS: readonly Column[] = [
  ...companyColumns<PcProfile>(),
  ...osha,
  ...whd,
  ...dot,
  ...property,
  ...hazards,
  ...workersComp,
  ...contactColumns<PcProfile>(),
];
