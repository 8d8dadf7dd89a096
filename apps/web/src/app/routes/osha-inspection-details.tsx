import { useParams } from 'react-router';
import { OshaViolationsDetails } from '../../features/company-details/components/osha-violations-details';

export function OshaInspectionDetailsRoute() {
  const { muns = '' } = useParams();
  // A new observer per company: no other company's rows stay on screen.
  return <OshaViolationsDetails key={muns} muns={muns} />;
}
