import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { AlertApplication } from '@edge/contracts';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { useFavoriteSubscription } from '../api/get-alert-subscriptions';
import { useEventTypes } from '../api/get-event-types';
import { SubscriptionEditor } from './subscription-editor';

interface FavoriteAlertsFormProps {
  application: AlertApplication;
  favoriteId: number;
  entityName: string;
  onDone: () => void;
}

/** The favorite's subscription and the application's types, then the form. */
export function FavoriteAlertsForm(props: FavoriteAlertsFormProps) {
  const subscription = useFavoriteSubscription(
    props.application,
    props.favoriteId,
    true,
  );
  const eventTypes = useEventTypes(props.application);
  const failed = subscription.error ?? eventTypes.error;
  const found = subscription.data;
  const types = eventTypes.data;
  let body;
  if (failed) {
    body = (
      <RetryAlert
        onRetry={() => {
          void subscription.refetch();
          void eventTypes.refetch();
        }}
      >
        The alert settings could not be loaded. {failed.message}
      </RetryAlert>
    );
  } else if (found === undefined || types === undefined) {
    body = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
        <CircularProgress
          size={28}
          color="secondary"
          aria-label="Loading the alert settings"
        />
      </Box>
    );
  } else if (found === null) {
    body = (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        This favorite has no alerts set up yet. Try again in a moment.
      </Typography>
    );
  } else {
    body = (
      <SubscriptionEditor
        key={found.id}
        subscription={found}
        eventTypes={types}
        onDone={props.onDone}
      />
    );
  }
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Box>
        <Typography component="h2" sx={{ fontWeight: 700 }}>
          Alerts
        </Typography>
        <Typography
          variant="body2"
          sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}
        >
          {props.entityName}
        </Typography>
      </Box>
      {body}
    </Box>
  );
}
