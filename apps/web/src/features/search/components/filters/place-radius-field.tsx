import Box from '@mui/material/Box';
import { MAX_RADIUS_MILES, type Place } from '@edge/contracts';
import { AmountField } from './amount-field';
import { PlaceField, type RadiusCentre } from './place-field';

interface PlaceRadiusFieldProps {
  centre: RadiusCentre | null;
  miles: number;
  onCentreChange: (place: Place | null, typed: string) => void;
  onMilesChange: (miles: number) => void;
  error?: string | undefined;
  milesError?: string | undefined;
}

/** Companies within a number of miles of a ZIP code or a city. */
export function PlaceRadiusField(props: PlaceRadiusFieldProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 140px' },
        gap: 2,
      }}
    >
      <PlaceField
        centre={props.centre}
        onChange={props.onCentreChange}
        error={props.error}
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
