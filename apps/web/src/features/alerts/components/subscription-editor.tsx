import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  alertSubscriptionUpdateSchema,
  type AlertSubscription,
  type EventType,
} from '@edge/contracts';
import { useUpdateAlertSubscription } from '../api/update-alert-subscription';
import {
  draftOf,
  isDraftTypeChosen,
  isSameDraft,
  setDraftAllTypes,
  toggleDraftType,
  updateOfDraft,
  type SubscriptionDraft,
} from '../utils/subscription-draft';
import { EventTypeChecklist } from './event-type-checklist';

interface SubscriptionEditorProps {
  subscription: AlertSubscription;
  eventTypes: readonly EventType[];
  onDone: () => void;
}

/** On or off, and which event types; Save puts it, a refusal shows here. */
export function SubscriptionEditor({
  subscription,
  eventTypes,
  onDone,
}: SubscriptionEditorProps) {
  const [draft, setDraft] = useState<SubscriptionDraft>(() =>
    draftOf(subscription),
  );
  const update = useUpdateAlertSubscription();
  const allTypes = eventTypes.map((t) => t.type);
  const body = updateOfDraft(draft);
  const checked = alertSubscriptionUpdateSchema.safeParse(body);
  const problem = checked.success ? null : checked.error.issues[0]?.message;
  const isChanged = !isSameDraft(draft, draftOf(subscription));
  const edit = (next: SubscriptionDraft) => {
    update.reset();
    setDraft(next);
  };
  const handleSave = () =>
    update.mutate({ id: subscription.id, update: body }, { onSuccess: onDone });
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <FormControlLabel
        label="Tell me when its data changes"
        control={
          <Switch
            color="secondary"
            checked={draft.enabled}
            onChange={(_, enabled) => edit({ ...draft, enabled })}
          />
        }
      />
      <EventTypeChecklist
        eventTypes={eventTypes}
        isDisabled={!draft.enabled}
        isAll={draft.eventTypes === null}
        isChosen={(type) => isDraftTypeChosen(draft, type)}
        onAll={(isAll) => edit(setDraftAllTypes(draft, isAll))}
        onToggle={(type) => edit(toggleDraftType(draft, type, allTypes))}
      />
      {(problem || update.error) && (
        <Alert severity={update.error ? 'error' : 'info'} sx={{ py: 0 }}>
          {update.error?.message ?? problem}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          loading={update.isPending}
          disabled={!isChanged || problem !== null}
          onClick={handleSave}
        >
          Save
        </Button>
      </Box>
    </Box>
  );
}
