import { isAccountAdmin } from '@edge/contracts';
import { PageFrame } from '../../components/layouts/page-frame';
import { useCurrentUser } from '../../features/auth/api/use-current-user';
import { TrackExports } from '../../features/exports/components/track-exports';
import { useActiveModule } from '../../hooks/use-active-module';
import { MODULE_LABELS } from '../../utils/route-module';

export function TrackExportsRoute() {
  const module = useActiveModule('pc');
  const canSeeAccount = isAccountAdmin(useCurrentUser());
  return (
    <PageFrame
      eyebrow={MODULE_LABELS[module]}
      title="Track Exports"
      description={
        canSeeAccount
          ? 'Every export you, or everyone in your account, made in this module: progress, the file while it is kept (48 hours), cancel and re-run.'
          : 'Every export you made in this module: its progress, its file while it is kept (48 hours), cancel and re-run.'
      }
    >
      <TrackExports module={module} canSeeAccount={canSeeAccount} />
    </PageFrame>
  );
}
