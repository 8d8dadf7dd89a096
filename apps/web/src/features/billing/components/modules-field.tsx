import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useController, useFormContext } from 'react-hook-form';
import {
  PRODUCT_NAMES,
  type PlanInfo,
  type ProductCode,
} from '@edge/contracts';

/** The form's `modules`: a box for each module the chosen plan includes. */
export function ModulesField({ plan }: { plan: PlanInfo | undefined }) {
  const { control, clearErrors } = useFormContext();
  const { field, fieldState } = useController({ name: 'modules', control });
  const value = (field.value ?? []) as ProductCode[];
  const toggle = (code: ProductCode, isOn: boolean) => {
    clearErrors();
    field.onChange(
      isOn ? [...value, code] : value.filter((held) => held !== code),
    );
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        Modules
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        {(plan?.modules ?? []).map((code) => (
          <FormControlLabel
            key={code}
            control={
              <Checkbox
                checked={value.includes(code)}
                onChange={(event) => toggle(code, event.target.checked)}
              />
            }
            label={PRODUCT_NAMES[code]}
          />
        ))}
      </Box>
      {fieldState.error && (
        <FormHelperText error>{fieldState.error.message}</FormHelperText>
      )}
    </Box>
  );
}
