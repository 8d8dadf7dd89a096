import type {
  PeerBenchmarksReport,
  PeerGroup,
  PeerMeasure,
} from '../peer-benchmarks';
import { formatCount, formatMoney } from '../value-format';

/** The two measures of the peer benchmarks, with how each is written. */
export const PEER_MEASURES = [
  {
    key: 'premium_per_participant',
    label: 'Premium per participant',
    format: (value: number) => formatMoney(value),
  },
  {
    key: 'commission_rate',
    label: 'Commission rate',
    format: (value: number) => formatShare(value),
  },
] as const satisfies readonly {
  key: keyof PeerBenchmarksReport;
  label: string;
  format: (value: number) => string;
}[];

/** A share 0..1 as a percent with one decimal: 0.052 -> '5.2%'. */
export function formatShare(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}

const peersText = (count: number) =>
  `${formatCount(count)} ${count === 1 ? 'peer' : 'peers'}`;

/**
 * 'Health Care and Social Assistance, 10 to 49 employees, California';
 * '..., all states (too few in Nevada)' when the group was widened.
 */
export function describePeerGroup(group: PeerGroup): string {
  return [
    group.sector_label ?? 'Industry not reported',
    group.size_band_label ?? 'Employees not reported',
    group.scope === 'national'
      ? `all states (too few in ${group.state_label})`
      : group.state_label,
  ].join(', ');
}

/** 'Higher than 72% of 148 peers'; why there is no rank otherwise. */
export function describeRank(measure: PeerMeasure, minimum: number): string {
  if (measure.status === 'not_enough_peers') {
    return `Not enough peers: ${peersText(measure.peers)}, at least ${minimum} needed`;
  }
  if (measure.status === 'no_company_value') {
    return `Not reported for this company; ${peersText(measure.peers)}`;
  }
  return `Higher than ${measure.percentile_rank}% of ${peersText(measure.peers)}`;
}

/** Whether either measure has enough peers to show. */
export function hasPeerBenchmarks(data: PeerBenchmarksReport): boolean {
  return PEER_MEASURES.some(
    ({ key }) => data[key].status !== 'not_enough_peers',
  );
}

/** Why a company has no benchmarks: its group has too few peers. */
export function noPeersText(data: PeerBenchmarksReport): string {
  const { group } = data;
  if (!group.sector || !group.size_band) {
    return 'No peer group: the company has no industry code or employee count on file.';
  }
  return `Not enough peers to compare: ${peersText(data.peer_count)} with a reported premium in ${describePeerGroup(group)}, at least ${data.minimum_peers} needed.`;
}

/** 'Median $4.1k, middle half $3.2k to $5.0k'. */
export function describeSpread(
  measure: PeerMeasure,
  format: (value: number) => string,
): string {
  if (measure.median === null || measure.p25 === null || measure.p75 === null) {
    return '';
  }
  return `Median ${format(measure.median)}, middle half ${format(measure.p25)} to ${format(measure.p75)}`;
}
