import { BENEFIT_LINES } from './benefit-lines';
import { BROKER_BINS, FILING_SCOPE_LABELS, type EbCriteria } from './search-eb';
import { FUNDING_LABELS, type PlanSearch } from './search-eb-plans';
import {
  countOf,
  employeesOf,
  listOf,
  moneySpanOf,
  monthsOf,
  naicsOf,
  quoted,
  radiusOf,
  spanOf,
} from './criteria-summary-parts';
import { formatCount } from './value-format';

type Part = string | null | false;

function locationParts(c: EbCriteria): Part[] {
  const hasRadius = c.latitude !== 0 || c.longitude !== 0;
  return [
    c.selected_states.length > 0 && listOf(c.selected_states, 5),
    c.state_county.length > 0 &&
      countOf(c.state_county.length, 'county', 'counties'),
    c.states.length > 0 && `an address in ${listOf(c.states, 3)}`,
    c.zips.length > 0 && countOf(c.zips.length, 'ZIP code', 'ZIP codes'),
    hasRadius && radiusOf(c.radius_miles, c.autocomplete || c.userEnteredValue),
  ];
}

// SPEC §3: Welfare filings are the default scope, so only others are named.
function scopePart(c: EbCriteria): Part {
  const isWelfareOnly = c.scopes.length === 1 && c.scopes[0] === 'F5500';
  return !isWelfareOnly && listOf(c.scopes.map((s) => FILING_SCOPE_LABELS[s]));
}

function companyParts(c: EbCriteria): Part[] {
  const { min, max } = c.insightSearch.revenueRange;
  return [
    naicsOf(c.companyNaicsSearch.industry_search_criterias),
    c.searchOptions.name.trim() && `name ${quoted(c.searchOptions.name)}`,
    employeesOf(c.employeeRangeSearch),
    moneySpanOf(min, max, 'revenue'),
  ];
}

function planParts(c: EbCriteria): Part[] {
  const lines = BENEFIT_LINES.filter((line) => c[line.flag]);
  const carriers = [...c.benefits_carrier, ...c.benefits_carriers_normalized];
  return [
    c.benefits_plan_renewal_months.length > 0 &&
      `renews ${monthsOf(c.benefits_plan_renewal_months)}`,
    lines.length > 0 && listOf(lines.map((line) => line.label)),
    c.lob_free_form.trim() && `other line ${quoted(c.lob_free_form)}`,
    carriers.length > 0 && `carrier ${listOf([...new Set(carriers)], 2)}`,
  ];
}

const yearsOf = (n: number) => (n === 1 ? 'last year' : `last ${n} years`);

/** Participants, plans, premium, commission, funding and changes. */
function planSearchParts(p: PlanSearch): Part[] {
  const counted = (range: PlanSearch['planCountRange'], what: string) => {
    const span = spanOf(range.min, range.max, (n) => formatCount(n));
    return span && `${span} ${what}`;
  };
  const share = p.commissionShareRange;
  const shareSpan = spanOf(share.min, share.max, (n) => `${n}%`);
  return [
    counted(p.participantsRange, 'participants'),
    counted(p.planCountRange, 'plans'),
    moneySpanOf(p.premiumRange.min, p.premiumRange.max, 'premium'),
    moneySpanOf(p.commissionRange.min, p.commissionRange.max, 'commission'),
    shareSpan && `commission ${shareSpan} of premium`,
    p.funding.length > 0 &&
      listOf(p.funding.map((f) => FUNDING_LABELS[f].toLowerCase())),
    p.carrierChangedWithin !== null &&
      `changed carrier in the ${yearsOf(p.carrierChangedWithin)}`,
    p.brokerChangedWithin !== null &&
      `changed broker in the ${yearsOf(p.brokerChangedWithin)}`,
  ];
}

function brokerParts(c: EbCriteria): Part[] {
  const bins = BROKER_BINS.filter((bin) => c.broker_bins.includes(bin.key));
  const place = [
    c.benefits_broker_address,
    c.benefits_broker_city,
    c.benefits_broker_zip,
  ]
    .map((text) => text.trim())
    .filter(Boolean);
  return [
    c.benefits_broker.length > 0 && `broker ${listOf(c.benefits_broker, 2)}`,
    place.length > 0 && `broker at ${place.join(', ')}`,
    c.broker_states.length > 0 && `broker in ${listOf(c.broker_states, 3)}`,
    c.benefits_broker_counties.length > 0 &&
      `broker in ${countOf(c.benefits_broker_counties.length, 'county', 'counties')}`,
    bins.length > 0 && `broker book ${listOf(bins.map((bin) => bin.label))}`,
  ];
}

/** The filters of a Benefits search, in the order of the home. */
export function summarizeEbCriteria(criteria: EbCriteria): string[] {
  return [
    scopePart(criteria),
    ...locationParts(criteria),
    ...companyParts(criteria),
    ...planParts(criteria),
    ...planSearchParts(criteria.planSearch),
    ...brokerParts(criteria),
  ].filter((part): part is string => typeof part === 'string' && part !== '');
}
