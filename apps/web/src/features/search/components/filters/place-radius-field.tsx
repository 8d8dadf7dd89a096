import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_RADIUS_MILES, type Place } from '@edge/contracts';
import { usePlaces } from '../../api/get-places';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { AmountField } from './amount-field';

/** The centre of a radius search as the criteria keep it. */
export interface RadiusCentre {
  label: string;
  latitude: number;
  longitude: number;
}

interface PlaceRadiusFieldProps {
  centre: RadiusCentre | null;
  miles: number;
  onCentreChange: (place: Place | null, typed: string) => void;
  onMilesChange: (miles: number) => void;
  error?: string | undefined;
  milesError?: string | undefined;
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

/** Companies within a number of miles of a ZIP code or a city. */
export function PlaceRadiusField(props: PlaceRadiusFieldProps) {
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
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 140px' },
        gap: 2,
      }}
    >
      <Autocomplete
        autoHighlight
        options={places.data ?? []}
        value={value}
        inputValue={input}
        onInputChange={(_, next) => setInput(next)}
        onChange={(_, place) => props.onCentreChange(place, input)}
        filterOptions={(options) => options}
        getOptionLabel={(place) => place.label}
        isOptionEqualToValue={(a, b) => a.label === b.label}
        loading={places.isFetching}
        noOptionsText={
          text.trim().length < 2
            ? 'Type a ZIP code or a city'
            : 'No matching place'
        }
        renderOption={({ key, ...optionProps }, place) => (
          <Box component="li" key={key} {...optionProps}>
            <Box sx={{ flex: 1 }}>{place.label}</Box>
            <Typography
              variant="caption"
              sx={{ color: 'text.secondary', ml: 2 }}
            >
              {place.kind === 'zip' ? 'ZIP' : 'City'}
            </Typography>
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Near (ZIP code or city)"
            error={props.error !== undefined}
            helperText={props.error}
          />
        )}
      />
      <AmountField
        label="Within miles"
        value={props.miles}
        isInteger
        error={props.milesError}
        helperText={`Up to ${MAX_RADIUS_MILES}`}
        onChange={(miles) => props.onMilesChange(miles ?? 0)}
      />
    </Box>
  );
}
