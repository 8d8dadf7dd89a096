import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FilterListOffIcon from '@mui/icons-material/FilterListOff';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { MessagePanel } from '../../../components/ui/message-panel';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { ALERTS_EMPTY, ALERTS_NONE_OF_TYPES } from '../utils/alert-texts';

export function AlertsLoading() {
  return (
    <MessagePanel
      icon={<CircularProgress color="secondary" size={36} aria-hidden />}
      title="Loading alerts…"
    />
  );
}

export function AlertsError({
  message,
  onRetry,
}: {
  message: string;
  onRetry: () => void;
}) {
  return (
    <RetryAlert onRetry={onRetry}>
      Your alerts could not be loaded. {message}
    </RetryAlert>
  );
}

/** No alert at all: how to get some. */
export function AlertsEmpty({
  favoritesHref,
  savedSearchesHref,
}: {
  favoritesHref: string;
  savedSearchesHref: string;
}) {
  return (
    <MessagePanel
      icon={<NotificationsNoneIcon />}
      title="Your alerts will appear here"
      actions={
        <>
          <Button component={RouterLink} to={favoritesHref} variant="contained">
            Your favorites
          </Button>
          <Button
            component={RouterLink}
            to={savedSearchesHref}
            variant="outlined"
          >
            Saved searches
          </Button>
        </>
      }
    >
      {ALERTS_EMPTY}
    </MessagePanel>
  );
}

/** Alerts there are, but none of the chosen types. */
export function AlertsNoneOfTypes({ onReset }: { onReset: () => void }) {
  return (
    <MessagePanel
      icon={<FilterListOffIcon />}
      title="No matching alerts"
      actions={
        <Button variant="outlined" onClick={onReset}>
          Reset filters
        </Button>
      }
    >
      {ALERTS_NONE_OF_TYPES}
    </MessagePanel>
  );
}
