import { useParams } from 'react-router';
import { PageFrame } from '../../components/layouts/page-frame';
import { UpcomingPanel } from '../../components/layouts/upcoming-panel';

export function WhdDetailsRoute() {
  const { muns = '' } = useParams();
  return (
    <PageFrame
      title="Wage and Hour Details"
      description={`Wage-and-hour cases of company ${muns}.`}
    >
      <UpcomingPanel />
    </PageFrame>
  );
}
