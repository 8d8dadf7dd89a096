import { PageFrame } from '../../components/layouts/page-frame';
import { EventAlerts } from '../../features/alerts/components/event-alerts';
import { useActiveModule } from '../../hooks/use-active-module';
import { MODULE_LABELS } from '../../utils/route-module';

export function EventAlertsRoute() {
  const module = useActiveModule('pc');
  return (
    <PageFrame
      eyebrow={MODULE_LABELS[module]}
      title="Event Alerts"
      description="What changed at the companies you follow: your favorites and the new matches of your saved searches. Open an alert to see what changed and where it came from."
    >
      {/* Another module starts with its own filters and selection. */}
      <EventAlerts key={module} module={module} />
    </PageFrame>
  );
}
