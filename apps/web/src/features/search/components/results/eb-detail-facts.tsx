import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import {
  BENEFIT_LINES,
  FILING_SCOPE_LABELS,
  type EbHit,
} from '@edge/contracts';
import { formatCount, formatMoney, formatMonth } from '@edge/contracts';
import { FactList } from '../../../../components/ui/fact-list';

const LINE_LABELS = new Map(BENEFIT_LINES.map((line) => [line.id, line.label]));

function Broker({ hit }: { hit: EbHit }) {
  if (!hit.broker) return 'Broker Not Provided';
  if (!hit.broker_msid) return hit.broker;
  return (
    <Link
      component={RouterLink}
      to={`/edge/eb/broker/${encodeURIComponent(hit.broker_msid)}`}
    >
      {hit.broker}
    </Link>
  );
}

/** Plan facts of a benefits hit. */
export function EbDetailFacts({ hit }: { hit: EbHit }) {
  const lines = hit.lob_ids.map((id) => LINE_LABELS.get(id)).filter(Boolean);
  return (
    <FactList
      title="Plans"
      layout="aligned"
      facts={[
        [
          'Filings',
          hit.scopes.map((scope) => FILING_SCOPE_LABELS[scope]).join(', '),
        ],
        ['Plan year', hit.plan_year === null ? '' : String(hit.plan_year)],
        ['Participants', formatCount(hit.participants)],
        ['Renewal month', formatMonth(hit.renewal_month)],
        ['Premium', formatMoney(hit.premium)],
        ['Funding', hit.self_funded ? 'Self-funded' : 'Fully insured'],
        ['Carrier', hit.carrier],
        ['Broker', <Broker key="broker" hit={hit} />],
        [
          'Lines',
          lines.length > 0 && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {lines.map((label) => (
                <Chip key={label} size="small" label={label} />
              ))}
            </Box>
          ),
        ],
      ]}
    />
  );
}
