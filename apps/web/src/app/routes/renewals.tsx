import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import {
  RENEWAL_CALENDAR_MONTHS,
  RENEWAL_KIND_LABELS,
  RENEWAL_KINDS_OF_MODULE,
} from '@edge/contracts';
import { PageFrame } from '../../components/layouts/page-frame';
import { paths } from '../../config/paths';
import { StageLabelChip } from '../../features/pipeline/components/stage-chip';
import { RenewalCalendar } from '../../features/renewals/components/renewal-calendar';
import { useActiveModule } from '../../hooks/use-active-module';
import { MODULE_LABELS } from '../../utils/route-module';

// 'Benefit plan year' reads 'benefit plan year'; 'DOT MCS-150' stays.
const inSentence = (label: string) =>
  /^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label;

export function RenewalsRoute() {
  const module = useActiveModule('pc');
  const kinds = RENEWAL_KINDS_OF_MODULE[module]
    .map((kind) => inSentence(RENEWAL_KIND_LABELS[kind]))
    .join(' and ');
  return (
    <PageFrame
      eyebrow={MODULE_LABELS[module]}
      title="Renewal calendar"
      isWide
      description={
        <>
          When your favorites and saved-search matches come up for renewal in
          the next {RENEWAL_CALENDAR_MONTHS} months ({kinds}), and how contested
          each one is. Track them on your{' '}
          <Link component={RouterLink} to={paths.pipeline(module)}>
            Pipeline
          </Link>
          .
        </>
      }
    >
      <RenewalCalendar
        module={module}
        renderStage={(stage) => <StageLabelChip stage={stage} />}
      />
    </PageFrame>
  );
}
