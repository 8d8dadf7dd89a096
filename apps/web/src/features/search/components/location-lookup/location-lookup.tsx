import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { MessagePanel } from '../../../../components/ui/message-panel';
import { useLocationUrlState } from '../../hooks/use-location-url-state';
import { radiusOf } from '../../utils/location-params';
import { radiusCriteria } from '../../utils/lookup-search';
import { PlaceField } from '../filters/place-field';
import { LocationCount } from './location-count';
import { LocationResults } from './location-results';
import { RadiusChoice } from './radius-choice';

function LocationIntro() {
  return (
    <MessagePanel icon={<PlaceOutlinedIcon />} title="Choose a place to begin">
      Type a ZIP code or a city and pick a distance: you will see how many
      companies are around it, where they are, and the nearest ones.
    </MessagePanel>
  );
}

/** Companies around a ZIP code or a city: how many, where, the nearest. */
export function LocationLookup() {
  const { choice, setPlace, setMiles } = useLocationUrlState();
  const { place, miles } = choice;
  const { label = '', latitude = 0, longitude = 0 } = place ?? {};
  const hasPlace = place !== null;
  // One object per choice: the count, map and list key their calls on it.
  const radius = useMemo(
    () =>
      hasPlace
        ? radiusOf({ place: { label, latitude, longitude }, miles })
        : null,
    [hasPlace, label, latitude, longitude, miles],
  );
  const criteria = useMemo(() => radius && radiusCriteria(radius), [radius]);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Paper
        variant="outlined"
        component="form"
        role="search"
        aria-label="Place and distance"
        onSubmit={(event) => event.preventDefault()}
        sx={{ borderRadius: '12px', p: 2.5, display: 'grid', gap: 2.5 }}
      >
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'end',
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) auto' },
          }}
        >
          <PlaceField
            centre={place}
            onChange={(chosen) => setPlace(chosen)}
            label="ZIP code or city"
          />
          <RadiusChoice miles={miles} onChange={setMiles} />
        </Box>
        {radius && criteria && (
          <LocationCount criteria={criteria} radius={radius} />
        )}
      </Paper>
      {radius && criteria ? (
        <LocationResults criteria={criteria} radius={radius} />
      ) : (
        <LocationIntro />
      )}
    </Box>
  );
}
