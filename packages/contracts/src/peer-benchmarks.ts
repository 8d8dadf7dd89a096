import { z } from 'zod';
import { reportSourceSchema } from './company-reports';

/**
 * Fewest peers a benchmark is drawn from (docs/decisions/0041). Below it
 * the quartiles of a handful of companies mean little and all but name
 * them, so the answer gives no figures of the group.
 */
export const PEER_MINIMUM = 5;

/**
 * Where a measure stands: `ok` with the peers' figures and the company's
 * rank; `no_company_value` when the company lacks the measure (no premium,
 * no participants or no commission reported), the peers' figures still
 * given when there are enough; `not_enough_peers` when fewer than
 * PEER_MINIMUM peers have it, with no figure of the group at all.
 */
export const peerMeasureStatusSchema = z.enum([
  'ok',
  'no_company_value',
  'not_enough_peers',
]);
export type PeerMeasureStatus = z.infer<typeof peerMeasureStatusSchema>;

/**
 * One measure of the company against its peers. Quartiles interpolate
 * between the two nearest peers (as PostgreSQL's percentile_cont does).
 * `percentile_rank` is the share of the measure's peers whose value is
 * strictly below the company's, 0 to 100, rounded down: 'higher than
 * 72% of 148 peers' holds as written.
 */
export const peerMeasureSchema = z.object({
  status: peerMeasureStatusSchema,
  /** The company's own value; null when it lacks the measure. */
  value: z.number().nullable(),
  /** Peers that have the measure (the company itself is no peer). */
  peers: z.number().int(),
  min: z.number().nullable(),
  p25: z.number().nullable(),
  median: z.number().nullable(),
  p75: z.number().nullable(),
  max: z.number().nullable(),
  percentile_rank: z.number().int().min(0).max(100).nullable(),
});
export type PeerMeasure = z.infer<typeof peerMeasureSchema>;

/**
 * The peer group: companies of the same NAICS sector (two digits, the
 * statistics' sector, so 31-33 is one), the same employee band (the
 * statistics' bands) and the same state. Sector and band are null when
 * the company has no NAICS code or no employee count: then it has no
 * peers. When its state holds fewer than the minimum, the group is the
 * sector and band across all states (`scope` 'national') if that has more.
 */
export const peerGroupSchema = z.object({
  sector: z.string().nullable(),
  sector_label: z.string().nullable(),
  size_band: z.string().nullable(),
  size_band_label: z.string().nullable(),
  state: z.string(),
  state_label: z.string(),
  scope: z.enum(['state', 'national']),
});
export type PeerGroup = z.infer<typeof peerGroupSchema>;

/**
 * GET /api/v1/companies/:muns/reports/peer-benchmarks (Benefits): the
 * company's premium per participant and commission rate against its
 * peers. Figures are the search's plan figures (docs/decisions/0039):
 * premium and commission of the latest Schedule A year, participants
 * (active, over all plans) of the latest plan year. A peer is another
 * company of the group with a premium above 0; `peer_count` counts them.
 * Commission rate is commission / premium, a share 0 to 1.
 */
export const peerBenchmarksReportSchema = z.object({
  muns: z.string(),
  sources: z.array(reportSourceSchema),
  /** The Schedule A year of the company's premium; null without one. */
  premium_year: z.number().int().nullable(),
  premium: z.number().nullable(),
  commission: z.number().nullable(),
  participants: z.number().int().nullable(),
  group: peerGroupSchema,
  peer_count: z.number().int(),
  minimum_peers: z.number().int(),
  premium_per_participant: peerMeasureSchema,
  commission_rate: peerMeasureSchema,
});
export type PeerBenchmarksReport = z.infer<typeof peerBenchmarksReportSchema>;
