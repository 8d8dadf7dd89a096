import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import PersonSearchIcon from '@mui/icons-material/PersonSearchOutlined';
import type { BrokerProfile as Profile } from '@edge/contracts';
import { PageFrame } from '../../../components/layouts/page-frame';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { useBrokerProfile } from '../api/get-broker-profile';
import { formatBrokerAddress } from '../utils/broker-labels';
import { BrokerClientsSection } from './broker-clients-section';
import { BrokerKpis } from './broker-kpis';
import { MessagePanel } from '../../../components/ui/message-panel';
import { BrokerSections } from './broker-sections';

const EYEBROW = 'Benefits leads · Broker profile';

function BrokerError({
  error,
  onRetry,
}: {
  error: Error;
  onRetry: () => void;
}) {
  const searchButton = (
    <Button component={RouterLink} to={paths.brokerSearch} variant="contained">
      Search brokers
    </Button>
  );
  if (isApiError(error) && error.statusCode === 404) {
    return (
      <MessagePanel
        role="alert"
        icon={<PersonSearchIcon />}
        title="Broker not found"
        actions={searchButton}
      >
        No filing names a broker with this id. The link may be old: search for
        the broker by name instead.
      </MessagePanel>
    );
  }
  return (
    <MessagePanel
      role="alert"
      icon={<ErrorOutlineIcon />}
      title="The broker profile could not be loaded"
      actions={
        <Button variant="contained" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {error.message}
    </MessagePanel>
  );
}

function BrokerDetails({ profile }: { profile: Profile }) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <BrokerKpis profile={profile} />
      {profile.client_count === 0 ? (
        <MessagePanel
          icon={<PersonSearchIcon />}
          title="No clients in your states"
        >
          This broker&apos;s clients are all in states your subscription does
          not cover, so there is no book of business to show.
        </MessagePanel>
      ) : (
        <>
          <BrokerSections profile={profile} />
          <BrokerClientsSection msid={profile.msid} />
        </>
      )}
    </Box>
  );
}

/** SPEC §2 `/edge/eb/broker/:msid`: clients, carriers, states and book of business. */
export function BrokerProfile({ msid }: { msid: string }) {
  const profile = useBrokerProfile(msid);
  if (profile.isPending) {
    return (
      <PageFrame eyebrow={EYEBROW} title="Broker profile">
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading broker profile" />
        </Box>
      </PageFrame>
    );
  }
  if (profile.isError) {
    return (
      <PageFrame eyebrow={EYEBROW} title="Broker profile">
        <BrokerError
          error={profile.error}
          onRetry={() => void profile.refetch()}
        />
      </PageFrame>
    );
  }
  const address = formatBrokerAddress(profile.data);
  return (
    <PageFrame
      eyebrow={EYEBROW}
      title={profile.data.name}
      description={address || 'No address on file'}
      isWide
    >
      <BrokerDetails profile={profile.data} />
    </PageFrame>
  );
}
