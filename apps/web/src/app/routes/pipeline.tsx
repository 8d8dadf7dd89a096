import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { PageFrame } from '../../components/layouts/page-frame';
import { paths } from '../../config/paths';
import { PipelineBoard } from '../../features/pipeline/components/pipeline-board';
import { useActiveModule } from '../../hooks/use-active-module';
import { MODULE_LABELS } from '../../utils/route-module';

export function PipelineRoute() {
  const module = useActiveModule('pc');
  return (
    <PageFrame
      eyebrow={MODULE_LABELS[module]}
      title="Pipeline"
      isWide
      description={
        <>
          Your companies by stage, from new to won or lost. Only you see your
          stages. See when your companies come up for renewal on the{' '}
          <Link component={RouterLink} to={paths.renewals(module)}>
            Renewal calendar
          </Link>
          .
        </>
      }
    >
      <PipelineBoard module={module} />
    </PageFrame>
  );
}
