import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';

export interface CheckboxOption<V extends string> {
  value: V;
  label: string;
}

interface CheckboxGroupProps<V extends string> {
  label: string;
  options: readonly CheckboxOption<V>[];
  value: readonly V[];
  onChange: (value: V[]) => void;
  /** Columns on wide screens. */
  columns?: number;
  /** At least one stays ticked: the last one cannot be unticked. */
  isOneRequired?: boolean;
  error?: string | undefined;
  helperText?: string;
}

export function CheckboxGroup<V extends string>(props: CheckboxGroupProps<V>) {
  const { value, onChange, columns = 1 } = props;
  const toggle = (option: V) =>
    onChange(
      value.includes(option)
        ? value.filter((v) => v !== option)
        : props.options
            .map((o) => o.value)
            .filter((v) => v === option || value.includes(v)),
    );
  return (
    <FormControl component="fieldset" error={props.error !== undefined}>
      <FormLabel component="legend" sx={{ mb: 0.5, fontSize: '0.875rem' }}>
        {props.label}
      </FormLabel>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, 1fr)` },
          columnGap: 2,
        }}
      >
        {props.options.map((option) => {
          const isChecked = value.includes(option.value);
          const isLocked =
            props.isOneRequired === true && isChecked && value.length === 1;
          return (
            <FormControlLabel
              key={option.value}
              label={option.label}
              disabled={isLocked}
              control={
                <Checkbox
                  size="small"
                  checked={isChecked}
                  onChange={() => toggle(option.value)}
                />
              }
            />
          );
        })}
      </Box>
      {(props.error ?? props.helperText) && (
        <FormHelperText>{props.error ?? props.helperText}</FormHelperText>
      )}
    </FormControl>
  );
}
