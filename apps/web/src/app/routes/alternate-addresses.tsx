import { useParams } from 'react-router';
import { CompanyAddressesDetails } from '../../features/company-details/components/company-addresses-details';
import { useActiveModule } from '../../hooks/use-active-module';

export function AlternateAddressesRoute() {
  const { muns = '' } = useParams();
  const module = useActiveModule('pc');
  // A new observer per company: no other company's rows stay on screen.
  return <CompanyAddressesDetails key={muns} muns={muns} module={module} />;
}
