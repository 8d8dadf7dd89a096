import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useController, useFormContext } from 'react-hook-form';
import type { PlanInfo, PlanKey } from '@edge/contracts';

/** The form's `plan`: a plan the account may move to. */
export function PlanChoiceField({
  plans,
  onChoose,
}: {
  plans: readonly PlanInfo[];
  onChoose: (plan: PlanKey) => void;
}) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name: 'plan', control });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        Plan
      </Typography>
      <RadioGroup
        row
        name={field.name}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(event) => onChoose(event.target.value as PlanKey)}
      >
        {plans
          .filter((plan) => plan.is_requestable)
          .map((plan) => (
            <FormControlLabel
              key={plan.key}
              value={plan.key}
              control={<Radio />}
              label={plan.name}
            />
          ))}
      </RadioGroup>
      {fieldState.error && (
        <FormHelperText error>{fieldState.error.message}</FormHelperText>
      )}
    </Box>
  );
}
