import { PageFrame } from '../../components/layouts/page-frame';
import { TrackExports } from '../../features/exports/components/track-exports';
import { useActiveModule } from '../../hooks/use-active-module';
import { MODULE_LABELS } from '../../utils/route-module';

export function TrackExportsRoute() {
  const module = useActiveModule('pc');
  return (
    <PageFrame
      eyebrow={MODULE_LABELS[module]}
      title="Track Exports"
      description="Every export you made in this module: its progress, its file while it is kept (48 hours), and cancel."
    >
      <TrackExports module={module} />
    </PageFrame>
  );
}
