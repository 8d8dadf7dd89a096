import { Link as RouterLink, Navigate, useParams } from 'react-router';
import Link from '@mui/material/Link';
import { hasModule, mayExport, MODULES } from '@edge/contracts';
import { CardFrame } from '../../components/ui/card-frame';
import { useCurrentUser } from '../../features/auth/api/use-current-user';
import { CompanyDashboard } from '../../features/company-dashboard/components/company-dashboard';
import { NoCompanySelected } from '../../features/company-dashboard/components/no-company-selected';
import { ExportDashboardButton } from '../../features/exports/components/export-dashboard-button';
import { useFlag } from '../../features/feature-flags/api/get-flag';
import { NotesPanel } from '../../features/notes/components/notes-panel';
import { StageControl } from '../../features/pipeline/components/stage-control';
import { AmsAccountsReport } from '../../features/partner/components/ams-accounts-report';
import { lastSearchModule } from '../../lib/search-preference';
import { selectedCompany } from '../../lib/selected-company';
import { paths } from '../../config/paths';
import { FavoriteStar } from '../favorite-star';

/** /edge/results/dashboard and /edge/results/dashboard/:muns */
export function DashboardRoute() {
  const { muns } = useParams();
  const user = useCurrentUser();
  // The Dashboard PDF is behind its flag, per account (decision 0033).
  const hasPdf = useFlag('dashboard-pdf-export', user.account_id);
  const held = MODULES.filter((module) => hasModule(user.products, module));
  if (!muns) {
    // SPEC §2: the dashboard of the company selected in the results.
    const selected = selectedCompany();
    if (selected) {
      const to = paths.companyDashboard(selected.muns, selected.module);
      return <Navigate replace to={to} />;
    }
    return <NoCompanySelected module={lastSearchModule() ?? held[0] ?? 'pc'} />;
  }
  return (
    // A new company starts with its own filters, lists and scroll position.
    <CompanyDashboard
      key={muns}
      muns={muns}
      heldModules={held}
      renderActions={(company) => (
        <>
          <FavoriteStar {...company} />
          {hasPdf && mayExport(user, company.module) && (
            <ExportDashboardButton module={company.module} muns={muns} />
          )}
        </>
      )}
      renderWorkflow={(company) => (
        <CardFrame
          id="pipeline-stage"
          title="Pipeline stage"
          action={
            <Link component={RouterLink} to={paths.pipeline(company.module)}>
              Open the board
            </Link>
          }
        >
          <StageControl module={company.module} muns={muns} />
        </CardFrame>
      )}
      notes={<NotesPanel muns={muns} />}
      agencyReport={<AmsAccountsReport muns={muns} user={user} />}
    />
  );
}
