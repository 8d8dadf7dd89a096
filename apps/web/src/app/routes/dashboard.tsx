import { useParams } from 'react-router';
import { hasModule, MODULES } from '@edge/contracts';
import { useCurrentUser } from '../../features/auth/api/use-current-user';
import { CompanyDashboard } from '../../features/company-dashboard/components/company-dashboard';
import { NoCompanySelected } from '../../features/company-dashboard/components/no-company-selected';
import { FavoriteToggle } from '../../features/favorites/components/favorite-toggle';
import { NotesPanel } from '../../features/notes/components/notes-panel';
import { lastSearchModule } from '../../lib/search-preference';

/** /edge/results/dashboard and /edge/results/dashboard/:muns */
export function DashboardRoute() {
  const { muns } = useParams();
  const user = useCurrentUser();
  const held = MODULES.filter((module) => hasModule(user.products, module));
  if (!muns) {
    return <NoCompanySelected module={lastSearchModule() ?? held[0] ?? 'pc'} />;
  }
  return (
    // A new company starts with its own filters, lists and scroll position.
    <CompanyDashboard
      key={muns}
      muns={muns}
      heldModules={held}
      renderActions={(company) => <FavoriteToggle {...company} />}
      notes={<NotesPanel muns={muns} />}
    />
  );
}
