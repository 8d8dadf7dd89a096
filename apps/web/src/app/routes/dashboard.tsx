import { useParams } from 'react-router';
import { PageFrame } from '../../components/layouts/page-frame';
import { UpcomingPanel } from '../../components/layouts/upcoming-panel';

/** /edge/results/dashboard and /edge/results/dashboard/:muns */
export function DashboardRoute() {
  const { muns } = useParams();
  return (
    <PageFrame
      title="Company Dashboard"
      description={
        muns
          ? `Profile, reports and contacts of company ${muns}, on one page.`
          : 'Profile, reports and contacts of a company, on one page.'
      }
    >
      <UpcomingPanel />
    </PageFrame>
  );
}
