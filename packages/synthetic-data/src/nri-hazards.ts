import type { Hazard } from './nri-columns';
import {
  ATLANTIC_GULF,
  distanceKm,
  nearest,
  PACIFIC,
  type County,
} from './nri-geography';
import type { Rng } from './prng';

// Relative hazard intensity of a county (0 to about 1), shaped by geography
// after FEMA's National Risk Index maps: coasts for coastal flooding and
// hurricanes (Atlantic and Gulf states, Hawaii), the West Coast, Alaska, the
// Intermountain West and New Madrid for earthquakes, the Plains and Dixie
// Alley for tornadoes and hail, the West for wildfire, mountains for
// landslides. null = the hazard cannot occur there ('Not Applicable').

const bump = (d: number, width: number) => Math.exp(-((d / width) ** 2));

// Earthquake by state (USGS hazard map, coarse); the West rises toward the
// Pacific, New Madrid and Charleston are added as zones.
const QUAKE: Record<string, number> = {
  CA: 1,
  AK: 0.9,
  WA: 0.7,
  OR: 0.6,
  HI: 0.5,
  PR: 0.5,
  NV: 0.5,
  UT: 0.5,
  ID: 0.3,
  MT: 0.3,
  WY: 0.25,
  NM: 0.08,
  AZ: 0.08,
  CO: 0.06,
  OK: 0.06,
  TN: 0.06,
  SC: 0.05,
  FL: 0.002,
  LA: 0.003,
  MS: 0.006,
  AL: 0.01,
  TX: 0.008,
  MN: 0.003,
  ND: 0.003,
  SD: 0.006,
  IA: 0.004,
  WI: 0.004,
  MI: 0.006,
  NE: 0.01,
};
const WEST = new Set(['CA', 'AK', 'WA', 'OR', 'NV', 'UT', 'ID', 'MT', 'WY']);

// Flat land: landslides are rare.
const FLAT = new Set(['FL', 'KS', 'NE', 'ND', 'SD', 'IA', 'DE', 'IL', 'IN']);

// States on the Atlantic or Gulf coast (PA on the tidal Delaware): the only
// ones with a hurricane rating, with Hawaii.
const HURRICANE = new Set(
  'ME NH MA RI CT NY NJ PA DE MD DC VA NC SC GA FL AL MS LA TX PR'.split(' '),
);

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
  UT: 0.7,
  WY: 0.5,
  TX: 0.3,
  OK: 0.3,
  FL: 0.2,
  HI: 0.3,
  AK: 0.2,
  GA: 0.03,
  SC: 0.03,
  NC: 0.03,
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
      if (abbr === 'HI') return 0.3 * noise;
      if (!HURRICANE.has(abbr)) return null;
      const south = Math.max(0.05, Math.min(1, (46 - lat) / 20));
      return (Math.exp(-atlantic / 150) * south + 0.005) * noise;
    }
    case 'ERQK': {
      const madrid = 0.8 * bump(distanceKm(lat, lon, 36.4, -89.7), 160);
      const charleston = 0.3 * bump(distanceKm(lat, lon, 32.9, -80.1), 120);
      const state = QUAKE[abbr] ?? 0.03;
      const west = WEST.has(abbr) ? 0.5 + 0.5 * Math.exp(-pacific / 300) : 1;
      return Math.max(madrid, charleston, state * west) * noise;
    }
    case 'TRND': {
      if (lon < -110) return 0.003 * noise;
      const alley = bump(distanceKm(lat, lon, 37, -97.5), 650);
      const dixie = 0.9 * bump(distanceKm(lat, lon, 33.5, -88), 450);
      return (Math.max(alley, dixie) + 0.02) * noise;
    }
    case 'HAIL':
      return (
        (bump(distanceKm(lat, lon, 39, -100), 600) +
          0.6 * bump(distanceKm(lat, lon, 32.8, -97.3), 350) +
          0.005) *
        noise
      );
    case 'SWND':
      return (bump(distanceKm(lat, lon, 40.5, -93), 900) + 0.2) * noise;
    case 'WFIR':
      return (WILDFIRE[abbr] ?? 0.002) * noise;
    case 'LNDS': {
      const appalachia = 0.6 * bump(distanceKm(lat, lon, 38, -80.5), 350);
      const coastRange = pacific < 150 ? 0.8 : 0;
      const rockies = lon > -121 && lon < -104 && lat > 35 ? 0.5 : 0;
      const base = FLAT.has(abbr) ? 0.002 : 0.02;
      return (Math.max(appalachia, coastRange, rockies) + base) * noise;
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
