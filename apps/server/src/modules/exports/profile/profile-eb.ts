import { MONTH_NAMES } from '@edge/contracts';
import type { ReportAnswer } from '../../company-reports/index';
import {
  companyColumns,
  joined,
  sourceColumns,
  yesNo,
  type ProfileColumn,
  type WithCompany,
} from './profile-cells';
import { contactColumns } from './profile-pc';

/** The benefits reports a profile row is written from. */
export const EB_PROFILE_REPORTS = [
  'welfare-summary',
  'retirement-summary',
  'carriers',
  'brokers',
  'contacts',
] as const;

export type EbProfile = WithCompany & {
  'welfare-summary': ReportAnswer<'welfare-summary'>;
  'retirement-summary': ReportAnswer<'retirement-summary'>;
  carriers: ReportAnswer<'carriers'>;
  brokers: ReportAnswer<'brokers'>;
  contacts: ReportAnswer<'contacts'>;
};
type Column = ProfileColumn<EbProfile>;

const welfare = (r: EbProfile) => r['welfare-summary'];
// A welfare figure is blank for a company without a welfare plan.
const ifPlans = <T>(r: EbProfile, value: T) =>
  welfare(r).plans > 0 ? value : null;

const welfarePlans: Column[] = [
  { label: 'Welfare plan year', value: (r) => welfare(r).plan_year },
  { label: 'Welfare plans', value: (r) => welfare(r).plans },
  {
    label: 'Participants',
    value: (r) => ifPlans(r, welfare(r).participants),
  },
  {
    label: 'Persons covered',
    value: (r) => ifPlans(r, welfare(r).persons_covered),
  },
  { label: 'Self-funded', value: (r) => yesNo(welfare(r).self_funded) },
  {
    label: 'Renewal months',
    value: (r) =>
      joined(welfare(r).renewal_months.map((m) => MONTH_NAMES[m - 1] ?? null)),
  },
  {
    label: 'Lines of business',
    value: (r) => joined(welfare(r).lines.map((l) => l.display_name)),
  },
  { label: 'Premium', value: (r) => ifPlans(r, welfare(r).premium) },
  { label: 'Commissions', value: (r) => ifPlans(r, welfare(r).commissions) },
  { label: 'Fees', value: (r) => ifPlans(r, welfare(r).fees) },
  { label: 'Carriers', value: (r) => ifPlans(r, welfare(r).carriers) },
  { label: 'Brokers', value: (r) => ifPlans(r, welfare(r).brokers) },
  ...sourceColumns<EbProfile>('Welfare plans', (r) => welfare(r).sources),
];

const parties: Column[] = [
  {
    label: 'Top carriers',
    value: (r) => joined(r.carriers.carriers.map((c) => c.carrier_name)),
  },
  {
    label: 'Top carrier premium',
    value: (r) => r.carriers.carriers[0]?.premium ?? null,
  },
  {
    label: 'Top brokers',
    value: (r) => joined(r.brokers.brokers.map((b) => b.name)),
  },
  {
    label: 'Top broker commission',
    value: (r) => r.brokers.brokers[0]?.commission ?? null,
  },
  ...sourceColumns<EbProfile>('Carriers and brokers', (r) => [
    ...r.carriers.sources,
    ...r.brokers.sources.filter(
      (s) => !r.carriers.sources.some((c) => c.dataset === s.dataset),
    ),
  ]),
];

const retirement = (r: EbProfile) => r['retirement-summary'];
const ifRetirement = <T>(r: EbProfile, value: T) =>
  retirement(r).plans.length > 0 ? value : null;
const retirementPlans: Column[] = [
  { label: 'Retirement plan year', value: (r) => retirement(r).plan_year },
  { label: 'Retirement plans', value: (r) => retirement(r).plans.length },
  {
    label: 'Retirement participants',
    value: (r) => ifRetirement(r, retirement(r).participants),
  },
  {
    label: 'Retirement assets',
    value: (r) => ifRetirement(r, retirement(r).assets_eoy),
  },
  {
    label: 'Employer contributions',
    value: (r) => ifRetirement(r, retirement(r).employer_contributions),
  },
  ...sourceColumns<EbProfile>('Retirement plans', (r) => retirement(r).sources),
];

/** Every column of a benefits full profile, in order. */
export const EB_PROFILE_COLUMNS: readonly Column[] = [
  ...companyColumns<EbProfile>(),
  ...welfarePlans,
  ...parties,
  ...retirementPlans,
  ...contactColumns<EbProfile>(),
];
