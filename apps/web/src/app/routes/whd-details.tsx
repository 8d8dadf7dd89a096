import { useParams } from 'react-router';
import { WhdCasesDetails } from '../../features/company-details/components/whd-cases-details';

export function WhdDetailsRoute() {
  const { muns = '' } = useParams();
  // A new observer per company: no other company's rows stay on screen.
  return <WhdCasesDetails key={muns} muns={muns} />;
}
