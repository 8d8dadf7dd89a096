import type { Hazard } from './nri-columns';
import {
  ATLANTIC_GULF,
  distanceKm,
  nearest,
  PACIFIC,
  type County,
} from './nri-geography';
import type { Rng } from './prng';

// Relative hazard intensity of a county (0 to about 1), shaped by geography:
// coasts for coastal flooding and hurricanes, the West Coast for
// earthquakes, the Plains and Southeast for tornadoes, the West for
// wildfire. null = the hazard cannot occur there ('Not Applicable').

const bump = (d: number, width: number) => Math.exp(-((d / width) ** 2));

const WEST_QUAKE: Record<string, number> = {
  CA: 1,
  AK: 0.9,
  WA: 0.7,
  OR: 0.65,
  HI: 0.5,
  NV: 0.4,
  UT: 0.4,
  ID: 0.3,
  MT: 0.3,
  WY: 0.25,
};
const WILDFIRE: Record<string, number> = {
  CA: 1,
  OR: 0.8,
  WA: 0.6,
  ID: 0.8,
  MT: 0.7,
  NV: 0.7,
  AZ: 0.8,
  NM: 0.7,
  CO: 0.7,
  UT: 0.6,
  WY: 0.5,
  TX: 0.4,
  OK: 0.4,
  FL: 0.4,
  HI: 0.3,
};

export function hazardIntensity(h: Hazard, c: County, rng: Rng): number | null {
  const { lat, lon } = c;
  const abbr = c.state.abbr;
  const noise = rng.lognormal(1, 0.35);
  const atlantic = nearest(lat, lon, ATLANTIC_GULF);
  const pacific = nearest(lat, lon, PACIFIC);
  switch (h) {
    case 'CFLD': {
      const coast = Math.min(atlantic, pacific);
      if (coast > 60 && abbr !== 'HI') return null;
      return Math.exp(-coast / 25) * noise;
    }
    case 'HRCN': {
      if (lon < -105 && abbr !== 'HI' && !(abbr === 'CA' && lat < 34.5))
        return null;
      const south = Math.max(0.05, Math.min(1, (46 - lat) / 20));
      return (Math.exp(-atlantic / 250) * south + 0.02) * noise;
    }
    case 'ERQK': {
      const madrid = 0.55 * bump(distanceKm(lat, lon, 36.6, -89.6), 250);
      const charleston = 0.3 * bump(distanceKm(lat, lon, 32.8, -80), 150);
      const west =
        (WEST_QUAKE[abbr] ?? 0) * (0.5 + 0.5 * Math.exp(-pacific / 300));
      return (Math.max(madrid, charleston, west) + 0.03) * noise;
    }
    case 'TRND': {
      if (lon < -110) return 0.01 * noise;
      const alley = bump(distanceKm(lat, lon, 35.8, -97.5), 700);
      const dixie = 0.9 * bump(distanceKm(lat, lon, 33.5, -88), 500);
      return (Math.max(alley, dixie) + 0.04) * noise;
    }
    case 'HAIL':
      return (
        (bump(distanceKm(lat, lon, 38.5, -100), 650) +
          0.6 * bump(distanceKm(lat, lon, 32.8, -97.3), 350) +
          0.03) *
        noise
      );
    case 'SWND':
      return (bump(distanceKm(lat, lon, 40.5, -93), 900) + 0.2) * noise;
    case 'WFIR':
      return (WILDFIRE[abbr] ?? 0.03) * (lon < -100 ? 1 : 0.7) * noise;
    case 'LNDS': {
      const appalachia = 0.6 * bump(distanceKm(lat, lon, 37.8, -81), 400);
      const coastRange = pacific < 150 ? 0.8 : 0;
      const rockies = lon > -121 && lon < -104 && lat > 35 ? 0.4 : 0;
      return (Math.max(appalachia, coastRange, rockies) + 0.02) * noise;
    }
    case 'RFLD': {
      const river =
        lon > -93.5 && lon < -88.5 && lat > 29 && lat < 42 ? 0.5 : 0;
      return (0.3 + river + (abbr === 'LA' || abbr === 'TX' ? 0.2 : 0)) * noise;
    }
  }
}

// Events per year at full intensity, to write _AFREQ.
export const FREQUENCY: Record<Hazard, number> = {
  CFLD: 2,
  ERQK: 0.02,
  HAIL: 10,
  HRCN: 0.6,
  LNDS: 0.5,
  RFLD: 10,
  SWND: 8,
  TRND: 1.5,
  WFIR: 0.05,
};

// Share of building value lost per year at full intensity.
export const LOSS_RATE: Record<Hazard, number> = {
  CFLD: 0.0008,
  ERQK: 0.0015,
  HAIL: 0.0003,
  HRCN: 0.002,
  LNDS: 0.0002,
  RFLD: 0.0005,
  SWND: 0.0002,
  TRND: 0.0006,
  WFIR: 0.0004,
};
