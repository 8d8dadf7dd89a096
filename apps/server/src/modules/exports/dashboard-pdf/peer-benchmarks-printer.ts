import {
  describePeerGroup,
  describeRank,
  describeSpread,
  formatCount,
  hasPeerBenchmarks,
  PEER_MEASURES,
  PEER_MINIMUM,
  type PeerBenchmarksReport,
} from '@edge/contracts';
import type { Fact } from './pdf-writer';
import type { ReportPrinter } from './report-printer';

// One line per measure: the company's value, the peers' spread, the rank.
function measureFacts(data: PeerBenchmarksReport): Fact[] {
  return PEER_MEASURES.map(({ key, label, format }) => {
    const measure = data[key];
    const own = measure.value === null ? 'Not reported' : format(measure.value);
    const spread = describeSpread(measure, format);
    const rank = describeRank(measure, data.minimum_peers);
    return [label, [own, spread, rank].filter(Boolean).join('. ')];
  });
}

export const peerBenchmarksPrinter: ReportPrinter<PeerBenchmarksReport> = {
  aside: (data) =>
    data.premium_year === null ? null : `Schedule A year ${data.premium_year}`,
  isEmpty: (data) => !hasPeerBenchmarks(data),
  emptyText: `Not enough peers to compare (at least ${PEER_MINIMUM} companies of the same industry, size and state).`,
  print: (pdf, data) => {
    pdf.facts([
      ['Peer group', describePeerGroup(data.group)],
      ['Peers', formatCount(data.peer_count)],
    ]);
    pdf.facts(measureFacts(data));
  },
};
