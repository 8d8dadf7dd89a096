import { useParams } from 'react-router';
import { BrokerProfile } from '../../features/brokers/components/broker-profile';

export function BrokerRoute() {
  const { msid = '' } = useParams();
  // A new broker starts with its own table state and scroll position.
  return <BrokerProfile key={msid} msid={msid} />;
}
