import {
  PEER_MINIMUM,
  STAT_SIZE_BANDS,
  US_STATES,
  US_TERRITORIES,
  statSizeBand,
  type PeerBenchmarksReport,
  type PeerGroup,
  type PeerMeasure,
} from '@edge/contracts';
import type { Db } from '../../db/database';
import type { CompaniesView } from '../companies/index';
import { naicsAncestor } from '../lookups/index';
import { factsOf } from './company-reports.repository';
import {
  companyPlanFigures,
  peerPlanFigures,
  type PeerGroupQuery,
  type PlanFigures,
} from './peer-benchmarks.repository';
import { percentileRank, spreadOf } from './peer-stats';
import { naicsTitleOf } from './place-names';
import { sourcesOf } from './report-sources.service';

const STATE_NAMES = new Map(
  [...US_STATES, ...US_TERRITORIES].map((s) => [s.code, s.name]),
);

// The two-digit codes a sector spans: '62' -> 62..62, '31-33' -> 31..33.
function sectorRange(sector: string): [from: string, before: string] {
  const [first, last = first] = sector.split('-') as [string, string?];
  return [first, String(Number(last) + 1)];
}

/** The company's peer group: its sector, employee band and state. */
function peerGroupOf(company: CompaniesView): PeerGroup {
  const sector = company.naics ? naicsAncestor(company.naics, 2) : null;
  const band = STAT_SIZE_BANDS.find(
    (b) => b.key === statSizeBand(company.employees) && b.min !== null,
  );
  return {
    sector,
    sector_label: sector ? (naicsTitleOf(sector) ?? `NAICS ${sector}`) : null,
    size_band: band?.key ?? null,
    size_band_label: band?.label ?? null,
    state: company.state,
    state_label: STATE_NAMES.get(company.state) ?? company.state,
    scope: 'state',
  };
}

// The group as a query; null when the company has no sector or band.
function groupQuery(group: PeerGroup, muns: string): PeerGroupQuery | null {
  const band = STAT_SIZE_BANDS.find((b) => b.key === group.size_band);
  if (!group.sector || !band || band.min === null) return null;
  const [naicsFrom, naicsBefore] = sectorRange(group.sector);
  return {
    state: group.state,
    naicsFrom,
    naicsBefore,
    employeesMin: band.min,
    employeesMax: band.max,
    exceptMuns: muns,
  };
}

/** Premium over active participants; null without either. */
export const premiumPerParticipant = (f: PlanFigures): number | null =>
  f.premium !== null && f.premium > 0 && f.participants
    ? f.premium / f.participants
    : null;

/** Commission as a share of premium; null without a premium above 0. */
export const commissionRate = (f: PlanFigures): number | null =>
  f.premium !== null && f.premium > 0 && f.commission !== null
    ? f.commission / f.premium
    : null;

/** One measure of the company against the peers that have it. */
export function peerMeasure(
  value: number | null,
  peers: readonly number[],
): PeerMeasure {
  const none = { min: null, p25: null, median: null, p75: null, max: null };
  const base = { value, peers: peers.length };
  if (peers.length < PEER_MINIMUM) {
    return {
      ...base,
      status: 'not_enough_peers',
      ...none,
      percentile_rank: null,
    };
  }
  const spread = spreadOf(peers);
  if (value === null) {
    return {
      ...base,
      status: 'no_company_value',
      ...spread,
      percentile_rank: null,
    };
  }
  return {
    ...base,
    status: 'ok',
    ...spread,
    percentile_rank: percentileRank(peers, value),
  };
}

const valuesOf = (
  rows: readonly PlanFigures[],
  measure: (f: PlanFigures) => number | null,
) => rows.map(measure).filter((v) => v !== null);

// The company's filings and contracts the figures come from.
async function figureSources(
  db: Db,
  muns: string,
  years: { plan: number | null; contract: number | null },
) {
  const [filings, contracts] = await Promise.all([
    years.plan === null ? [] : factsOf(db, 'filings', muns),
    years.contract === null ? [] : factsOf(db, 'insurance_contracts', muns),
  ]);
  return sourcesOf(
    db,
    filings.filter((f) => f.source_year === years.plan),
    contracts.filter((c) => c.source_year === years.contract),
  );
}

/**
 * .../reports/peer-benchmarks: the company's premium per participant and
 * commission rate against the companies of its sector, employee band and
 * state, or of all states when its state has too few (docs/decisions/0041).
 */
export async function peerBenchmarksReport(
  db: Db,
  company: CompaniesView,
): Promise<PeerBenchmarksReport> {
  const stateGroup = peerGroupOf(company);
  const query = groupQuery(stateGroup, company.muns);
  const [own, inState] = await Promise.all([
    companyPlanFigures(db, company.muns),
    query ? peerPlanFigures(db, query) : [],
  ]);
  // Too few in the state: the sector and band across all states.
  let [group, peers] = [stateGroup, inState];
  if (query && inState.length < PEER_MINIMUM) {
    const national = await peerPlanFigures(db, { ...query, state: null });
    if (national.length > inState.length) {
      [group, peers] = [{ ...stateGroup, scope: 'national' }, national];
    }
  }
  const figures: PlanFigures = own ?? {
    premium: null,
    commission: null,
    participants: null,
  };
  return {
    muns: company.muns,
    sources: await figureSources(db, company.muns, {
      plan: own?.plan_year ?? null,
      contract: own?.contract_year ?? null,
    }),
    premium_year: own?.contract_year ?? null,
    premium: figures.premium,
    commission: figures.commission,
    participants: figures.participants,
    group,
    peer_count: peers.length,
    minimum_peers: PEER_MINIMUM,
    premium_per_participant: peerMeasure(
      premiumPerParticipant(figures),
      valuesOf(peers, premiumPerParticipant),
    ),
    commission_rate: peerMeasure(
      commissionRate(figures),
      valuesOf(peers, commissionRate),
    ),
  };
}
