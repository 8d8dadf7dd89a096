import { PageFrame } from '../../components/layouts/page-frame';
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
      description="Your companies by stage, from new to won or lost. Only you see your stages."
    >
      <PipelineBoard module={module} />
    </PageFrame>
  );
}
