import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import type { BrokerRef } from '@edge/contracts';
import { paths } from '../../../../config/paths';

/** A broker's name, opening its broker page when the directory knows it. */
export function BrokerName({ broker }: { broker: BrokerRef }) {
  if (!broker.msid) return <>{broker.name}</>;
  return (
    <Link
      component={RouterLink}
      to={paths.brokerProfile(broker.msid)}
      underline="hover"
    >
      {broker.name}
    </Link>
  );
}
