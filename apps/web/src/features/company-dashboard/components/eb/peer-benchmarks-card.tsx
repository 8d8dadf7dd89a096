import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  describePeerGroup,
  describeRank,
  describeSpread,
  formatCount,
  hasPeerBenchmarks,
  noPeersText,
  PEER_MEASURES,
  type PeerBenchmarksReport,
} from '@edge/contracts';
import { EmptyReport } from '../../../../components/ui/report-states';
import { useCompanyReport } from '../../api/get-company-report';
import { peerRange } from '../../utils/peer-range';
import { ReportCard } from '../report-card';
import { PeerRangeBar } from './peer-range-bar';

type Measure = (typeof PEER_MEASURES)[number];

function MeasureRow({
  data,
  measure: { key, label, format },
}: {
  data: PeerBenchmarksReport;
  measure: Measure;
}) {
  const measure = data[key];
  const range = peerRange(measure);
  const own = measure.value === null ? 'Not reported' : format(measure.value);
  const spread = describeSpread(measure, format);
  const rank = describeRank(measure, data.minimum_peers);
  return (
    <Box component="section" aria-label={label} sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3">
        {label}
      </Typography>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.25 }}
      >
        <Typography variant="body2">
          This company <strong>{own}</strong>
        </Typography>
        {measure.median !== null && (
          <Typography variant="body2">
            Peer median <strong>{format(measure.median)}</strong>
          </Typography>
        )}
      </Box>
      {range && (
        <PeerRangeBar
          range={range}
          label={`${label}: this company ${own}. Peers: ${spread}, lowest ${format(measure.min!)}, highest ${format(measure.max!)}.`}
        />
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {rank}
        {spread && ` · ${spread}`}
      </Typography>
    </Box>
  );
}

/** How the company's plans compare with its industry, size and state. */
export function PeerBenchmarksCard({ muns }: { muns: string }) {
  const report = useCompanyReport(muns, 'peer-benchmarks');
  return (
    <ReportCard
      name="peer-benchmarks"
      report={report}
      // The card says why there is nothing to compare (no group, or how
      // few peers it has).
      isEmpty={() => false}
      emptyText=""
      action={(data) =>
        data.premium_year === null ? null : (
          <Chip
            size="small"
            variant="outlined"
            label={`Schedule A ${data.premium_year}`}
          />
        )
      }
    >
      {(data) =>
        hasPeerBenchmarks(data) ? (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Typography variant="body2">
              Peers: {describePeerGroup(data.group)} (
              {formatCount(data.peer_count)} companies)
            </Typography>
            {PEER_MEASURES.map((measure) => (
              <MeasureRow key={measure.key} data={data} measure={measure} />
            ))}
          </Box>
        ) : (
          <EmptyReport text={noPeersText(data)} />
        )
      }
    </ReportCard>
  );
}
