import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Place } from '@edge/contracts';
import { usePlaces } from '../../api/get-places';
import { useDebouncedValue } from '../../../../hooks/use-debounced-value';

/** A place as a search keeps it: its name and its centre. */
export interface RadiusCentre {
  label: string;
  latitude: number;
  longitude: number;
}

interface PlaceFieldProps {
  centre: RadiusCentre | null;
  onChange: (place: Place | null, typed: string) => void;
  label?: string;
  error?: string | undefined;
  helperText?: string;
}

const asOption = (centre: RadiusCentre): Place => ({
  kind: 'city',
  label: centre.label,
  city: '',
  state: '',
  county_fips: null,
  latitude: centre.latitude,
  longitude: centre.longitude,
});

/** A ZIP code or a city, suggested as the user types. */
export function PlaceField(props: PlaceFieldProps) {
  const label = props.centre?.label ?? '';
  const [input, setInput] = useState(label);
  const [shownLabel, setShownLabel] = useState(label);
  // A centre set from outside (Clear, a loaded search) replaces the text.
  if (label !== shownLabel) {
    setShownLabel(label);
    setInput(label);
  }
  const text = useDebouncedValue(input, 250);
  const places = usePlaces(text);
  const value = props.centre ? asOption(props.centre) : null;
  return (
    <Autocomplete
      autoHighlight
      options={places.data ?? []}
      value={value}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      onChange={(_, place) => props.onChange(place, input)}
      filterOptions={(options) => options}
      getOptionLabel={(place) => place.label}
      isOptionEqualToValue={(a, b) => a.label === b.label}
      loading={places.isFetching}
      noOptionsText={
        text.trim().length < 2
          ? 'Type a ZIP code or a city'
          : places.isError
            ? 'Places cannot be looked up right now'
            : 'No matching place'
      }
      renderOption={({ key, ...optionProps }, place) => (
        <Box component="li" key={key} {...optionProps}>
          <Box sx={{ flex: 1 }}>{place.label}</Box>
          <Typography variant="caption" sx={{ color: 'text.secondary', ml: 2 }}>
            {place.kind === 'zip' ? 'ZIP' : 'City'}
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label ?? 'Near (ZIP code or city)'}
          error={props.error !== undefined}
          helperText={props.error ?? props.helperText}
        />
      )}
    />
  );
}
