import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { ALL_STATE_CODES } from '@edge/contracts';
import { stateName } from '../utils/broker-labels';

// Typing 'tex' or 'TX' both find Texas.
const filterOptions = createFilterOptions<string>({
  stringify: (code) => `${code} ${stateName(code)}`,
});

interface BrokerStateSelectProps {
  value: readonly string[];
  onChange: (states: string[]) => void;
}

/**
 * The states of broker offices: any state, as a broker elsewhere may
 * still serve clients in the user's states.
 */
export function BrokerStateSelect({ value, onChange }: BrokerStateSelectProps) {
  return (
    <Autocomplete
      autoHighlight
      multiple
      disableCloseOnSelect
      limitTags={4}
      options={ALL_STATE_CODES}
      value={[...value]}
      onChange={(_, states) => onChange(states)}
      filterOptions={filterOptions}
      getOptionLabel={(code) => code}
      renderOption={({ key, ...optionProps }, code) => (
        <Box component="li" key={key} {...optionProps}>
          <Box component="span" sx={{ flex: 1 }}>
            {stateName(code)}
          </Box>
          <Box component="span" sx={{ color: 'text.secondary', ml: 2 }}>
            {code}
          </Box>
        </Box>
      )}
      renderInput={(params) => <TextField {...params} label="Office states" />}
    />
  );
}
