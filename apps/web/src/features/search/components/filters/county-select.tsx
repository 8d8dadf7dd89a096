import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { County } from '@edge/contracts';
import { useCounties } from '../../api/get-counties';

interface CountySelectProps {
  label: string;
  /** Counties can be picked in these states. */
  states: readonly string[];
  value: readonly string[];
  onChange: (fips: string[]) => void;
  error?: string | undefined;
}

function helperOf(props: CountySelectProps, isError: boolean): string {
  if (props.error) return props.error;
  if (props.states.length === 0) return 'Choose a state first.';
  if (isError) return 'The county list is not available right now.';
  return 'Leave empty for every county of the chosen states.';
}

/** Counties (by FIPS code) of the chosen states, grouped by state. */
export function CountySelect(props: CountySelectProps) {
  const { counties, isLoading, isError } = useCounties(props.states);
  const byFips = new Map(counties.map((c) => [c.fips, c]));
  // Picked counties show by code until their state's list arrives.
  const value = props.value.map(
    (fips): County => byFips.get(fips) ?? { fips, name: fips, state: '' },
  );
  return (
    <Autocomplete
      autoHighlight
      multiple
      disableCloseOnSelect
      limitTags={6}
      disabled={props.states.length === 0}
      loading={isLoading}
      options={counties}
      value={value}
      onChange={(_, picked) => props.onChange(picked.map((c) => c.fips))}
      groupBy={(county) => county.state}
      getOptionLabel={(county) =>
        county.state ? `${county.name}, ${county.state}` : county.name
      }
      isOptionEqualToValue={(a, b) => a.fips === b.fips}
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          error={props.error !== undefined}
          helperText={helperOf(props, isError)}
        />
      )}
    />
  );
}
