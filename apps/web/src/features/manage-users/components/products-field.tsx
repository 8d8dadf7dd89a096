import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useController, useFormContext } from 'react-hook-form';
import {
  PRODUCT_CODES,
  type ProductCode,
  type ProductsMap,
} from '@edge/contracts';
import {
  PRODUCT_NAMES,
  splitStates,
  stateOptions,
  type StateOption,
} from '../utils/state-options';

interface ProductsFieldProps {
  /** What the account bought: the only products and states offered. */
  bought: ProductsMap;
}

// A form message may be on the whole map or on one product's states.
function messageOf(error: unknown, code?: ProductCode): string | undefined {
  const node = error as
    | ({ message?: string } & Partial<Record<string, { message?: string }>>)
    | undefined;
  return code ? node?.[code]?.message : node?.message;
}

/** The form's `products`: a box per bought product, then its states. */
export function ProductsField({ bought }: ProductsFieldProps) {
  const { control, clearErrors } = useFormContext();
  const { field, fieldState } = useController({ name: 'products', control });
  const value = (field.value ?? {}) as ProductsMap;
  const codes = PRODUCT_CODES.filter((code) => bought[code] !== undefined);
  const change = (next: ProductsMap) => {
    clearErrors();
    field.onChange(next);
  };
  const toggle = (code: ProductCode, isOn: boolean) => {
    const next = { ...value };
    if (isOn) next[code] = bought[code];
    else delete next[code];
    change(next);
  };
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        Products and permitted states
      </Typography>
      {codes.map((code) => {
        const options = stateOptions(bought[code]);
        const selected = splitStates(value[code])
          .map((token) => options.find((o) => o.value === token))
          .filter((o): o is StateOption => o !== undefined);
        const error = messageOf(fieldState.error, code);
        return (
          <Box key={code} sx={{ display: 'grid', gap: 0.5 }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={value[code] !== undefined}
                  onChange={(event) => toggle(code, event.target.checked)}
                />
              }
              label={`${PRODUCT_NAMES[code]} (${code})`}
            />
            {value[code] !== undefined && (
              <Autocomplete
                multiple
                disableCloseOnSelect
                autoHighlight
                limitTags={6}
                size="small"
                options={options}
                value={selected}
                isOptionEqualToValue={(a, b) => a.value === b.value}
                getOptionLabel={(option) => option.value}
                renderOption={({ key, ...props }, option) => (
                  <li key={key} {...props}>
                    {option.label}
                  </li>
                )}
                onChange={(_, next) =>
                  change({
                    ...value,
                    [code]: next.map((o) => o.value).join(','),
                  })
                }
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={`States for ${code}`}
                    error={error !== undefined}
                    helperText={error}
                  />
                )}
              />
            )}
          </Box>
        );
      })}
      {messageOf(fieldState.error) && (
        <FormHelperText error>{messageOf(fieldState.error)}</FormHelperText>
      )}
    </Box>
  );
}
