// The opportunity score's rules (docs/decisions/0043): each factor's
// points and words from figures already read. Nothing here reads the
// database, so every rule is tested against cases worked out by hand.
import {
  OPPORTUNITY_MAX_POINTS,
  formatCount,
  formatFullMoney,
  formatShare,
  opportunityLevel,
  type Module,
  type OpportunityFactor,
  type OpportunityReason,
  type OpportunityScore,
  type PeerMeasure,
  type RenewalContest,
} from '@edge/contracts';

/** A factor's points and why, before its most is added. */
type Scored = { points: number; text: string };

const times = (n: number) => (n === 1 ? 'once' : `${formatCount(n)} times`);
const plural = (n: number, one: string, many = `${one}s`) =>
  `${formatCount(n)} ${n === 1 ? one : many}`;

/**
 * Days to the renewal: 60 to 120 is the window to quote (35 points);
 * sooner is late but open (20); 121 to 180 is time to meet them (25);
 * 181 to 270 is on the horizon (10); later, or none, gives nothing.
 */
export function renewalPoints(days: number | null): number {
  if (days === null || days < 0) return 0;
  if (days < 60) return 20;
  if (days <= 120) return 35;
  if (days <= 180) return 25;
  if (days <= 270) return 10;
  return 0;
}

function renewal(what: string, days: number | null): Scored {
  const points = renewalPoints(days);
  if (days === null || days < 0) {
    return { points, text: `No ${what.toLowerCase()} date in the data` };
  }
  const when = `${what} renews in ${plural(days, 'day')}`;
  if (days < 60) return { points, text: `${when}: late to quote, still open` };
  if (days <= 120) return { points, text: `${when}: the time to quote` };
  if (days <= 180) return { points, text: `${when}: time to meet them` };
  if (days <= 270) return { points, text: `${when}: on the horizon` };
  return { points, text: `${when}: too far out to count` };
}

/** Changes in the contest's years: one gives `one`, two or more `many`. */
function changes(
  who: string,
  count: number | null,
  years: string,
  [one, many]: [number, number],
): Scored {
  if (count === null) return { points: 0, text: `No ${who} on record` };
  if (count === 0) return { points: 0, text: `Same ${who} ${years}` };
  return {
    points: count === 1 ? one : many,
    text: `${who[0]!.toUpperCase()}${who.slice(1)} changed ${times(count)} ${years}`,
  };
}

const contestYears = (contest: RenewalContest) =>
  contest.fromYear !== null && contest.toYear !== null
    ? `in ${contest.fromYear}–${contest.toYear}`
    : 'in the last three years';

function incumbentBook(contest: RenewalContest): Scored {
  const broker = contest.incumbent;
  if (!broker || broker.trend === null || broker.clientsBefore === null) {
    return { points: 0, text: "No incumbent broker's book to follow" };
  }
  const book = `${plural(broker.clientsBefore, 'client')} in ${broker.year - 1}, ${formatCount(broker.clients)} in ${broker.year}`;
  if (broker.trend === 'shrinking') {
    return {
      points: 10,
      text: `Incumbent broker ${broker.name} is losing clients: ${book}`,
    };
  }
  const how = broker.trend === 'growing' ? 'is growing' : 'holds steady';
  return { points: 0, text: `Incumbent broker ${broker.name} ${how}: ${book}` };
}

const peersOf = (measure: PeerMeasure) => plural(measure.peers, 'peer');

/**
 * Premium per participant against the peers' median: 30% or more above
 * gives 15 points, 10% or more above 8.
 */
export function premiumVsPeers(measure: PeerMeasure): Scored {
  if (measure.status === 'not_enough_peers') {
    return {
      points: 0,
      text: 'Too few peers to compare premium per participant with',
    };
  }
  if (measure.status === 'no_company_value' || measure.value === null) {
    return { points: 0, text: 'No premium per participant on record' };
  }
  // Points go by the percent as written, so the words and points agree.
  const above = Math.round((measure.value / measure.median! - 1) * 100);
  const own = `Premium per participant ${formatFullMoney(Math.round(measure.value))}`;
  const against = `the median of ${peersOf(measure)}`;
  let text = `${own}, at ${against}`;
  if (above !== 0) {
    text = `${own}, ${Math.abs(above)}% ${above > 0 ? 'above' : 'below'} ${against}`;
  }
  if (above >= 30) return { points: 15, text };
  if (above >= 10) return { points: 8, text };
  return { points: 0, text };
}

/** Commission rate above the peers' upper quartile gives 10 points. */
export function commissionVsPeers(measure: PeerMeasure): Scored {
  if (measure.status === 'not_enough_peers') {
    return { points: 0, text: 'Too few peers to compare commission with' };
  }
  if (measure.status === 'no_company_value' || measure.value === null) {
    return { points: 0, text: 'No commission on record' };
  }
  const own = `Commission ${formatShare(measure.value)} of premium`;
  if (measure.value > measure.p75!) {
    return {
      points: 10,
      text: `${own}, above 3 in 4 of its ${peersOf(measure)}`,
    };
  }
  return {
    points: 0,
    text: `${own}, within its peers' usual range (median ${formatShare(measure.median!)})`,
  };
}

/** The benefits figures a score reads. */
export interface BenefitsInputs {
  /** Days to the next plan year; null without one. */
  renewalDays: number | null;
  contest: RenewalContest;
  premiumPerParticipant: PeerMeasure;
  commissionRate: PeerMeasure;
}

export function benefitsFactors(
  inputs: BenefitsInputs,
): Partial<Record<OpportunityFactor, Scored>> {
  const years = contestYears(inputs.contest);
  return {
    renewal: renewal('Plan year', inputs.renewalDays),
    broker_changes: changes(
      'broker',
      inputs.contest.brokerChanges,
      years,
      [10, 20],
    ),
    carrier_changes: changes(
      'carrier',
      inputs.contest.carrierChanges,
      years,
      [5, 10],
    ),
    incumbent_book: incumbentBook(inputs.contest),
    premium_vs_peers: premiumVsPeers(inputs.premiumPerParticipant),
    commission_vs_peers: commissionVsPeers(inputs.commissionRate),
  };
}

/** OSHA or wage-and-hour counts from a year on. */
export interface RecentRecord {
  since: number;
  count: number;
  money: number;
}

/**
 * OSHA violations since the first of the last three years: any gives 15
 * points, and penalties of $10,000 or more 5 more.
 */
export function oshaFactor(osha: RecentRecord): Scored {
  if (osha.count === 0) {
    return { points: 0, text: `No OSHA violation since ${osha.since}` };
  }
  const violations = `${plural(osha.count, 'OSHA violation')} since ${osha.since}`;
  if (osha.money <= 0) return { points: 15, text: violations };
  return {
    points: osha.money >= 10_000 ? 20 : 15,
    text: `${violations}, ${formatFullMoney(Math.round(osha.money))} in penalties`,
  };
}

function wageHourFactor(whd: RecentRecord): Scored {
  if (whd.count === 0) {
    return { points: 0, text: `No wage-and-hour case since ${whd.since}` };
  }
  const cases = `${plural(whd.count, 'wage-and-hour case')} since ${whd.since}`;
  return {
    points: 10,
    text:
      whd.money > 0
        ? `${cases}, ${formatFullMoney(Math.round(whd.money))} in back wages`
        : cases,
  };
}

/** Ten power units or more give 10 points; one to nine, 5. */
function fleetFactor(powerUnits: number | null): Scored {
  if (powerUnits === null) return { points: 0, text: 'No fleet on record' };
  if (powerUnits === 0) return { points: 0, text: 'No power units reported' };
  return {
    points: powerUnits >= 10 ? 10 : 5,
    text: `Fleet of ${plural(powerUnits, 'power unit')}`,
  };
}

function mcs150Factor(days: number | null): Scored {
  if (days === null || days < 0) {
    return { points: 0, text: 'No MCS-150 update date in the data' };
  }
  const text = `MCS-150 update due in ${plural(days, 'day')}`;
  return { points: days <= 120 ? 5 : 0, text };
}

/** The commercial lines figures a score reads. */
export interface CommercialInputs {
  /** Days to the next workers' comp expiration; null without one. */
  renewalDays: number | null;
  /** Workers' comp carrier changes in three years; null: no policy. */
  carrierChanges: number | null;
  osha: RecentRecord;
  wageHour: RecentRecord;
  /** Power units over the company's DOT carriers; null without any. */
  powerUnits: number | null;
  /** Days to the soonest MCS-150 update; null without one. */
  mcs150Days: number | null;
}

export function commercialFactors(
  inputs: CommercialInputs,
): Partial<Record<OpportunityFactor, Scored>> {
  return {
    renewal: renewal("Workers' comp", inputs.renewalDays),
    carrier_changes: changes(
      "workers' comp carrier",
      inputs.carrierChanges,
      'in the last three years',
      [10, 20],
    ),
    osha: oshaFactor(inputs.osha),
    wage_hour: wageHourFactor(inputs.wageHour),
    fleet: fleetFactor(inputs.powerUnits),
    mcs150: mcs150Factor(inputs.mcs150Days),
  };
}

/** The score: the factors' points, with the reasons most first. */
export function scoreOf(
  muns: string,
  module: Module,
  today: string,
  factors: Partial<Record<OpportunityFactor, Scored>>,
): OpportunityScore {
  const maxima: Partial<Record<OpportunityFactor, number>> =
    OPPORTUNITY_MAX_POINTS[module];
  const all: OpportunityReason[] = Object.entries(maxima).map(
    ([factor, max]) => {
      const scored = factors[factor as OpportunityFactor]!;
      return {
        factor: factor as OpportunityFactor,
        points: Math.min(scored.points, max),
        max,
        text: scored.text,
      };
    },
  );
  const score = Math.min(
    100,
    all.reduce((sum, r) => sum + r.points, 0),
  );
  return {
    muns,
    module,
    today,
    score,
    level: opportunityLevel(score),
    reasons: all
      .filter((r) => r.points > 0)
      .sort((a, b) => b.points - a.points),
    unscored: all.filter((r) => r.points === 0),
  };
}
