import { useId } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { Module } from '@edge/contracts';
import { useSubscribeSavedSearch } from '../api/create-alert-subscription';
import { useDeleteAlertSubscription } from '../api/delete-alert-subscription';
import { useAlertSubscriptions } from '../api/get-alert-subscriptions';
import { applicationOf } from '../utils/alert-application';

interface SavedSearchAlertToggleProps {
  module: Module;
  savedSearchId: number;
  searchName: string;
}

/**
 * 'Tell me about new matches' of a saved search; the server's refusal (the
 * 5,000-companies cap) shows under it.
 */
export function SavedSearchAlertToggle({
  module,
  savedSearchId,
  searchName,
}: SavedSearchAlertToggleProps) {
  const messageId = useId();
  const subscriptions = useAlertSubscriptions(applicationOf(module));
  const subscribe = useSubscribeSavedSearch();
  const unsubscribe = useDeleteAlertSubscription();
  const subscription = subscriptions.data?.find(
    (s) => s.saved_search_id === savedSearchId,
  );
  const isBusy = subscribe.isPending || unsubscribe.isPending;
  // While the change is on its way the switch shows what was asked for.
  const isOn = subscribe.isPending
    ? true
    : unsubscribe.isPending
      ? false
      : Boolean(subscription?.enabled);
  const failure = subscribe.error ?? unsubscribe.error;
  const handleChange = (next: boolean) => {
    subscribe.reset();
    unsubscribe.reset();
    if (next) subscribe.mutate(savedSearchId);
    else if (subscription) unsubscribe.mutate(subscription);
  };
  return (
    <Box sx={{ display: 'grid' }}>
      <FormControlLabel
        label="Tell me about new matches"
        sx={{
          ml: -0.75,
          mr: 0,
          '& .MuiFormControlLabel-label': { fontSize: '0.875rem' },
        }}
        control={
          <Switch
            size="small"
            color="secondary"
            checked={isOn}
            disabled={!subscriptions.isSuccess || isBusy}
            onChange={(_, checked) => handleChange(checked)}
            slotProps={{
              input: {
                'aria-describedby': failure ? messageId : undefined,
                'aria-label': `Tell me about new matches of ${searchName}`,
              },
            }}
          />
        }
      />
      {failure && (
        <Typography
          id={messageId}
          role="alert"
          variant="body2"
          sx={{ color: 'error.main', pl: 1 }}
        >
          {failure.message}
        </Typography>
      )}
      {subscriptions.isError && (
        <Typography variant="body2" sx={{ color: 'text.secondary', pl: 1 }}>
          The alert setting could not be loaded.
        </Typography>
      )}
    </Box>
  );
}
