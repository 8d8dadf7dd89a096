import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { US_STATES, US_TERRITORIES } from '@edge/contracts';

const STATE_NAMES = new Map(
  [...US_STATES, ...US_TERRITORIES].map((s) => [s.code, s.name]),
);
const nameOf = (code: string) => STATE_NAMES.get(code) ?? code;

// Typing 'tex' or 'TX' both find Texas.
const filterOptions = createFilterOptions<string>({
  stringify: (code) => `${code} ${nameOf(code)}`,
});

interface StateSelectProps {
  label: string;
  /** The states the user may search (SPEC §6), in display order. */
  options: readonly string[];
  value: readonly string[];
  onChange: (states: string[]) => void;
  error?: string | undefined;
  helperText?: string;
}

/** A multi-select of state codes, limited to the permitted states. */
export function StateSelect(props: StateSelectProps) {
  return (
    <Autocomplete
      autoHighlight
      multiple
      disableCloseOnSelect
      limitTags={8}
      options={props.options}
      value={[...props.value]}
      onChange={(_, states) => props.onChange(states)}
      filterOptions={filterOptions}
      getOptionLabel={(code) => code}
      renderOption={({ key, ...optionProps }, code) => (
        <Box component="li" key={key} {...optionProps}>
          <Box component="span" sx={{ flex: 1 }}>
            {nameOf(code)}
          </Box>
          <Box component="span" sx={{ color: 'text.secondary', ml: 2 }}>
            {code}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          error={props.error !== undefined}
          helperText={props.error ?? props.helperText}
        />
      )}
    />
  );
}
