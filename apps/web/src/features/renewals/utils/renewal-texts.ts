import {
  PIPELINE_STAGE_LABELS,
  RENEWAL_CALENDAR_MONTHS,
  type IncumbentBroker,
  type RenewalCalendar,
  type RenewalContest,
  type RenewalsQuery,
} from '@edge/contracts';

const count = (n: number) => n.toLocaleString('en-US');

/** '1 renewal', '37 renewals', '5,000 companies'. */
export function plural(n: number, one: string, many: string): string {
  return `${count(n)} ${n === 1 ? one : many}`;
}

/** 'today', 'tomorrow', 'in 94 days'. */
export function dueInText(daysUntil: number): string {
  if (daysUntil === 0) return 'today';
  if (daysUntil === 1) return 'tomorrow';
  if (daysUntil < 0) return `${plural(-daysUntil, 'day', 'days')} ago`;
  return `in ${plural(daysUntil, 'day', 'days')}`;
}

/** The stage filter in words: 'at the stage Quoted', 'without a stage'. */
export function stageFilterText(stage: RenewalsQuery['stage']): string {
  if (!stage) return '';
  return stage === 'none'
    ? 'without a stage'
    : `at the stage ${PIPELINE_STAGE_LABELS[stage]}`;
}

/**
 * '37 renewals of 120 companies in the next 12 months · 14 companies have
 * no renewal date in the data', narrowed by the filters on screen.
 */
export function summaryText(
  calendar: RenewalCalendar,
  filters: RenewalsQuery,
): string {
  const period = filters.window
    ? `due within ${filters.window} days`
    : `in the next ${RENEWAL_CALENDAR_MONTHS} months`;
  const stage = stageFilterText(filters.stage);
  const renewals = plural(calendar.renewals.length, 'renewal', 'renewals');
  const companies = plural(calendar.companies, 'company', 'companies');
  const parts = [
    `${renewals} of ${companies} ${period}${stage ? `, only companies ${stage}` : ''}`,
  ];
  if (calendar.withoutDates > 0) {
    const has = calendar.withoutDates === 1 ? 'has' : 'have';
    parts.push(
      `${plural(calendar.withoutDates, 'company', 'companies')} ${has} no renewal date in the data`,
    );
  }
  return parts.join(' · ');
}

function yearsText({ fromYear, toYear }: RenewalContest): string {
  if (fromYear === null || toYear === null) return '';
  return fromYear === toYear ? ` in ${toYear}` : ` in ${fromYear}–${toYear}`;
}

/**
 * How contested a company is: 'Carrier changed 2× · Broker changed 1× in
 * 2022–2025'; a party the data does not cover (null) goes unmentioned.
 */
export function contestText(contest: RenewalContest): string {
  const parties = [
    { name: 'carrier', changes: contest.carrierChanges },
    { name: 'broker', changes: contest.brokerChanges },
  ].filter(
    (party): party is { name: string; changes: number } =>
      party.changes !== null,
  );
  if (parties.length === 0) return '';
  const years = yearsText(contest);
  if (parties.every((party) => party.changes === 0)) {
    const names = parties.map((party) => party.name).join(' or ');
    return `No ${names} change${years}`;
  }
  const changes = parties.map(({ name, changes }) =>
    changes === 0
      ? `No ${name} change`
      : `${name[0]!.toUpperCase()}${name.slice(1)} changed ${changes}×`,
  );
  return `${changes.join(' · ')}${years}`;
}

/** 'Incumbent broker: NAME — book growing (142 → 158 clients)'. */
export function incumbentText(incumbent: IncumbentBroker): string {
  const lead = `Incumbent broker: ${incumbent.name}`;
  const clients = plural(incumbent.clients, 'client', 'clients');
  if (incumbent.trend === null || incumbent.clientsBefore === null) {
    return `${lead} — ${clients} in ${incumbent.year}`;
  }
  return `${lead} — book ${incumbent.trend} (${count(incumbent.clientsBefore)} → ${clients})`;
}

/** Why it is on the calendar: 'Favorite', 'Saved search: Roofers in TX'. */
export function originTexts(origin: {
  favorite: boolean;
  savedSearches: readonly string[];
}): string[] {
  return [
    ...(origin.favorite ? ['Favorite'] : []),
    ...origin.savedSearches.map((name) => `Saved search: ${name}`),
  ];
}
