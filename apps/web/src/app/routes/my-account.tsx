import { PageFrame } from '../../components/layouts/page-frame';
import { DetailsList } from '../../components/ui/details-list';
import { useCurrentUser } from '../../features/auth/api/use-current-user';
import { useActiveModule } from '../../hooks/use-active-module';
import { MODULE_LABELS } from '../../utils/route-module';

export function MyAccountRoute() {
  const user = useCurrentUser();
  const module = useActiveModule('pc');
  const rows = [
    ['Name', `${user.first_name} ${user.last_name}`.trim()],
    ['User name', user.username],
    ['E-mail', user.email],
    ['Account', user.account_name],
  ] as const;
  return (
    <PageFrame
      eyebrow={MODULE_LABELS[module]}
      title="My Account"
      description="Your profile as Edge knows it."
    >
      <DetailsList rows={rows} />
    </PageFrame>
  );
}
