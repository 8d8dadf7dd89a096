import { useState } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import {
  API_KEYS_PER_USER_MAX,
  type ApiKey,
  type ApiKeyCreated,
} from '@edge/contracts';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { SettingsSection } from '../../../components/ui/settings-section';
import { useApiKeys } from '../api/api-keys';
import { ApiKeyCreateForm } from './api-key-create-form';
import { ApiKeyList } from './api-key-list';
import { ApiKeySecret } from './api-key-secret';
import { RevokeApiKeyDialog } from './revoke-api-key-dialog';

function KeysContent({ onRevoke }: { onRevoke: (key: ApiKey) => void }) {
  const keys = useApiKeys();
  if (keys.isPending) {
    return <CircularProgress size={28} aria-label="Loading your API keys" />;
  }
  if (keys.isError) {
    return (
      <RetryAlert onRetry={() => void keys.refetch()}>
        Could not load your API keys.
      </RetryAlert>
    );
  }
  if (keys.data.keys.length === 0) {
    return <Typography>You have no API keys yet.</Typography>;
  }
  return <ApiKeyList keys={keys.data.keys} onRevoke={onRevoke} />;
}

/** Keys for the agency's own tools to read Edge as this user. */
export function ApiKeysSection() {
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  return (
    <SettingsSection
      id="api-keys"
      title="API keys"
      description={`Your tools can search and read companies and exports as you, with 'Authorization: Bearer' and a key; keys cannot change anything. Up to ${API_KEYS_PER_USER_MAX} keys.`}
    >
      {created ? (
        <ApiKeySecret created={created} onDone={() => setCreated(null)} />
      ) : (
        <ApiKeyCreateForm onCreated={setCreated} />
      )}
      <KeysContent onRevoke={setRevoking} />
      {revoking && (
        <RevokeApiKeyDialog
          apiKey={revoking}
          onClose={() => setRevoking(null)}
        />
      )}
    </SettingsSection>
  );
}
