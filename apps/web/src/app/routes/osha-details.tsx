import { useParams } from 'react-router';
import { OshaInspectionsDetails } from '../../features/company-details/components/osha-inspections-details';

export function OshaDetailsRoute() {
  const { muns = '' } = useParams();
  // A new observer per company: no other company's rows stay on screen.
  return <OshaInspectionsDetails key={muns} muns={muns} />;
}
