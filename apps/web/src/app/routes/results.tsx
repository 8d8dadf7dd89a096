import { PageFrame } from '../../components/layouts/page-frame';
import { UpcomingPanel } from '../../components/layouts/upcoming-panel';
import { useActiveModule } from '../../hooks/use-active-module';
import { MODULE_LABELS } from '../../utils/route-module';

export function ResultsRoute() {
  const module = useActiveModule('pc');
  return (
    <PageFrame
      eyebrow={MODULE_LABELS[module]}
      title="Search Results"
      description="Companies matching your search, as a table or on a map."
    >
      <UpcomingPanel />
    </PageFrame>
  );
}
