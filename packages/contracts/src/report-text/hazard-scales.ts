import type { HazardGroup } from '../company-reports';
import { describeScore, topPart } from './hazard-text';

export interface HazardBar {
  label: string;
  score: number | null;
}

/** One chart of the hazards card: bars that share one meaning of score. */
export interface HazardScale {
  key: 'nri' | 'crime';
  /** What the scores mean, shown above the chart and naming its table. */
  caption: string;
  max: number;
  /** Where the bar colour steps up, from green to red. */
  thresholds: readonly number[];
  bars: HazardBar[];
  headers: readonly string[];
  rows: string[][];
}

export const NRI_CAPTION =
  "FEMA National Risk Index: 0 (lowest) to 100 (highest), the county's rank among all US counties";
export const CRIME_CAPTION =
  'Crime index: 100 is the US average, 200 twice the average';

const NRI_MAX = 100;
const NRI_THRESHOLDS = [20, 40, 60, 80] as const;
const CRIME_THRESHOLDS = [50, 100, 150, 200] as const;
// The crime index has no upper bound: the axis shows twice the average at
// least, so 100 sits in the middle, and grows in steps of 50.
const CRIME_MIN_MAX = 200;
const CRIME_STEP = 50;

function nriScale(groups: readonly HazardGroup[]): HazardScale {
  return {
    key: 'nri',
    caption: NRI_CAPTION,
    max: NRI_MAX,
    thresholds: NRI_THRESHOLDS,
    bars: groups.map(({ label, score }) => ({ label, score })),
    headers: ['Hazard', 'Score', 'Highest part'],
    rows: groups.map((group) => [
      group.label,
      describeScore(group) || 'Not rated',
      topPart(group),
    ]),
  };
}

function crimeScale(crime: HazardGroup): HazardScale {
  const top = Math.max(0, ...crime.parts.map((part) => part.score ?? 0));
  return {
    key: 'crime',
    caption: CRIME_CAPTION,
    max: Math.max(CRIME_MIN_MAX, Math.ceil(top / CRIME_STEP) * CRIME_STEP),
    thresholds: CRIME_THRESHOLDS,
    // 'Violent Crime', not 'Violent Crime Index': the caption says index.
    bars: crime.parts.map(({ label, score }) => ({
      label: label.replace(/ Index$/, ''),
      score,
    })),
    headers: ['Index', 'Value'],
    rows: crime.parts.map((part) => [
      part.label,
      describeScore(part) || 'Not rated',
    ]),
  };
}

/**
 * FEMA's 0-100 scores and the crime index (100 = US average, no upper
 * bound) measure different things: each gets its own chart and axis.
 */
export function hazardScales(groups: readonly HazardGroup[]): HazardScale[] {
  const nri = groups.filter((group) => group.key !== 'crime');
  const crime = groups.find((group) => group.key === 'crime');
  const scales: HazardScale[] = [];
  if (nri.length > 0) scales.push(nriScale(nri));
  if (crime && crime.parts.length > 0) scales.push(crimeScale(crime));
  return scales;
}
