import {
  defaultPcCriteria,
  HAZARD_KINDS,
  HAZARD_LEVELS,
  type PcCriteria,
} from './search-pc';
import { formatMoney } from './value-format';
import {
  countOf,
  dateOf,
  employeesOf,
  listOf,
  monthsOf,
  naicsOf,
  quoted,
  radiusOf,
  spanOf,
} from './criteria-summary-parts';

type Part = string | null | false;

function locationParts({ locationSearch: l }: PcCriteria): Part[] {
  return [
    l.states.length > 0 && listOf(l.states, 5),
    l.counties.length > 0 && countOf(l.counties.length, 'county', 'counties'),
    l.zips.length > 0 && countOf(l.zips.length, 'ZIP code', 'ZIP codes'),
    l.radius && radiusOf(l.radius.miles, l.radius.label),
  ];
}

function companyParts(c: PcCriteria): Part[] {
  const { name, keywords } = c.termsSearch;
  return [
    naicsOf(c.companyNaicsSearch.industry_search_criterias),
    name.trim() && `name ${quoted(name)}`,
    keywords.trim() && `keywords ${quoted(keywords)}`,
    employeesOf(c.employeeRangeSearch),
  ];
}

// The activity window starts two years back by default (SPEC §3): only a
// window other than today's default is worth a mention.
function activityParts(c: PcCriteria): Part[] {
  const { minDate, maxDate } = c.activityDateRange;
  const defaults = defaultPcCriteria().activityDateRange;
  const isDefault = minDate === defaults.minDate && maxDate === null;
  const built = c.propertyYearBuildRangeSearch;
  const [from, to] =
    built.rangeType === 'textbox'
      ? built.propertyYearBuildRangeTb.map((t) => (t ? Number(t) : null))
      : built.propertyYearBuildRange;
  const span = spanOf(minDate, maxDate, dateOf);
  return [
    !isDefault && span && `activity ${span}`,
    built.enabled && `built ${spanOf(from ?? null, to ?? null)}`,
  ];
}

function complianceParts({ complianceSearch: s }: PcCriteria): Part[] {
  const { osha, whd, dot } = s;
  return [
    osha.has && 'OSHA inspections',
    osha.minViolations !== null && `OSHA violations ≥ ${osha.minViolations}`,
    osha.minPenalties !== null &&
      `OSHA penalties ≥ ${formatMoney(osha.minPenalties)}`,
    whd.has && 'WHD cases',
    whd.minBackWages !== null &&
      `back wages ≥ ${formatMoney(whd.minBackWages)}`,
    dot.has && 'DOT carriers',
    dot.hazmat && 'hazmat',
    (dot.minPowerUnits !== null || dot.maxPowerUnits !== null) &&
      `${spanOf(dot.minPowerUnits, dot.maxPowerUnits)} power units`,
  ];
}

function riskParts(c: PcCriteria): Part[] {
  const wc = c.workersCompSearch;
  return [
    ...HAZARD_KINDS.map((kind) => {
      const level = c.hazardSearch[kind];
      return level > 0 && `${kind} ≥ ${HAZARD_LEVELS[level]}`;
    }),
    wc.has && "workers' comp on file",
    wc.expirationMonths.length > 0 &&
      `WC expires ${monthsOf(wc.expirationMonths)}`,
    wc.carriers.length > 0 && `WC carrier ${listOf(wc.carriers, 2)}`,
    wc.minExperienceMod !== null && `mod ≥ ${wc.minExperienceMod}`,
  ];
}

/** The filters of a Commercial Lines search, in the order of the home. */
export function summarizePcCriteria(criteria: PcCriteria): string[] {
  return [
    ...locationParts(criteria),
    ...companyParts(criteria),
    ...activityParts(criteria),
    ...complianceParts(criteria),
    ...riskParts(criteria),
  ].filter((part): part is string => typeof part === 'string' && part !== '');
}
