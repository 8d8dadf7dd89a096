import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Place } from '@edge/contracts';
import {
  decodeLocation,
  encodeLocation,
  type LocationChoice,
} from '../utils/location-params';

/** Location Lookup's place and radius live in the address (reload, Back). */
export function useLocationUrlState() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const choice = useMemo(() => decodeLocation(new URLSearchParams(key)), [key]);
  const update = useCallback(
    (change: Partial<LocationChoice>, replace: boolean) =>
      setParams(encodeLocation({ ...choice, ...change }), { replace }),
    [choice, setParams],
  );
  // A new place is a step Back returns from; a radius tweak is not.
  const setPlace = useCallback(
    (place: Place | null) => {
      const chosen = place && {
        label: place.label,
        latitude: place.latitude,
        longitude: place.longitude,
      };
      update({ place: chosen }, false);
    },
    [update],
  );
  const setMiles = useCallback(
    (miles: number) => update({ miles }, true),
    [update],
  );
  return { choice, setPlace, setMiles };
}
