import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import {
  UPGRADE_MESSAGE_MAX,
  type PlanInfo,
  type PlanKey,
  type UpgradeRequest,
  type UpgradeRequestBody,
} from '@edge/contracts';
import { apiFormErrors } from '../../../components/ui/api-form-errors';
import { Form, FormAlert } from '../../../components/ui/form';
import { FormTextField } from '../../../components/ui/form-text-field';
import { useSendUpgradeRequest } from '../api/send-upgrade-request';
import type { UpgradeRequestInput } from '../hooks/use-upgrade-request-form';
import { seatsText } from '../utils/plan-text';
import { ModulesField } from './modules-field';
import { PlanChoiceField } from './plan-choice-field';

interface UpgradeRequestFormProps {
  form: UseFormReturn<UpgradeRequestInput, unknown, UpgradeRequestBody>;
  plans: readonly PlanInfo[];
  onChoose: (plan: PlanKey) => void;
  onSent: (request: UpgradeRequest) => void;
}

/** What the user asks the sales team for: plan, seats, modules, a note. */
export function UpgradeRequestForm({
  form,
  plans,
  onChoose,
  onSent,
}: UpgradeRequestFormProps) {
  const send = useSendUpgradeRequest();
  const chosen = useWatch({ control: form.control, name: 'plan' });
  const plan = plans.find((p) => p.key === chosen);
  const message = useWatch({ control: form.control, name: 'message' }) ?? '';
  const handleSubmit = async (body: UpgradeRequestBody) => {
    onSent(await send.mutateAsync(body));
  };
  return (
    <Form
      form={form}
      onSubmit={handleSubmit}
      errorsOf={apiFormErrors<UpgradeRequestInput>}
      aria-labelledby="upgrade-form-title"
      sx={{ display: 'grid', gap: 2, maxWidth: 640 }}
    >
      <FormAlert />
      <PlanChoiceField plans={plans} onChoose={onChoose} />
      <FormTextField
        name="seats"
        label="Seats"
        inputMode="numeric"
        sx={{ maxWidth: 200 }}
        helperText={plan ? `${plan.name}: ${seatsText(plan)}` : undefined}
      />
      <ModulesField plan={plan} />
      <FormTextField
        name="message"
        label="Message to our sales team (optional)"
        multiline
        minRows={3}
        helperText={`${message.length} of ${UPGRADE_MESSAGE_MAX} characters`}
      />
      <Box>
        <Button
          type="submit"
          variant="contained"
          disabled={form.formState.isSubmitting}
        >
          Send request
        </Button>
      </Box>
    </Form>
  );
}
