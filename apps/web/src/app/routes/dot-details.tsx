import { useParams } from 'react-router';
import { DotCarriersDetails } from '../../features/company-details/components/dot-carriers-details';

export function DotDetailsRoute() {
  const { muns = '' } = useParams();
  // A new observer per company: no other company's rows stay on screen.
  return <DotCarriersDetails key={muns} muns={muns} />;
}
