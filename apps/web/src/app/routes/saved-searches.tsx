import { PageFrame } from '../../components/layouts/page-frame';
import { UpcomingPanel } from '../../components/layouts/upcoming-panel';
import { useActiveModule } from '../../hooks/use-active-module';
import { MODULE_LABELS } from '../../utils/route-module';

export function SavedSearchesRoute() {
  const module = useActiveModule('pc');
  return (
    <PageFrame
      eyebrow={MODULE_LABELS[module]}
      title="Saved Searches"
      description="Searches you save to run again in one click."
    >
      <UpcomingPanel />
    </PageFrame>
  );
}
