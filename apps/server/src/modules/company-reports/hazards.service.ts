import {
  HAZARD_GROUPS,
  type HazardGroup,
  type HazardScore,
  type HazardsReport,
} from '@edge/contracts';
import type { Db } from '../../db/database';
import type { CompaniesView } from '../companies/index';
import type {
  CrimeScoresView,
  HazardCountiesView,
} from './commercial-facts.table';
import { crimeScoresOf, hazardCounty } from './company-reports.repository';
import { countyNameOf } from './place-names';
import { sourcesOf } from './report-sources.service';
import { roundCoordinate } from './report-values';

// Rating levels as the search's hazard filters read them
// (docs/data/search-projection.md): NRI words, and crime's shorter ones.
const LEVELS: Readonly<Record<string, number>> = {
  'Very Low': 1,
  'Relatively Low': 2,
  Low: 2,
  'Relatively Moderate': 3,
  Moderate: 3,
  'Relatively High': 4,
  High: 4,
  'Very High': 5,
};
const levelOf = (rating: string | null) => LEVELS[rating ?? ''] ?? 0;

// Crime parts: index column and the rating that goes with it.
const CRIME_COLUMNS: Readonly<Record<string, keyof CrimeScoresView>> = {
  crime: 'crime_index',
  violent_crime: 'violent_crime_index',
  property_crime: 'property_crime_index',
};

type Sources = { nri?: HazardCountiesView; crime?: CrimeScoresView };

// A column of a row by name, for the parts HAZARD_GROUPS lists.
const columnOf = (row: object | undefined, column: string): unknown =>
  row ? (row as Record<string, unknown>)[column] : undefined;

function partScore(key: string, label: string, s: Sources): HazardScore {
  const crime = CRIME_COLUMNS[key];
  const [row, score, rating] = crime
    ? [s.crime, crime, key === 'crime' ? 'crime_rating' : '']
    : [s.nri, `${key}_score`, `${key}_rating`];
  return {
    key,
    label,
    score: (columnOf(row, score) as number | null | undefined) ?? null,
    rating: (columnOf(row, rating) as string | null | undefined) ?? null,
  };
}

/**
 * A group scores the highest of its parts; its rating is the part rating
 * of the highest level (so it agrees with the search's hazard levels), or
 * the first rating given when none has a level ('Not Applicable').
 */
function groupOf(group: (typeof HAZARD_GROUPS)[number], s: Sources) {
  const parts = group.parts.map(([key, label]) => partScore(key, label, s));
  const scores = parts.map((p) => p.score).filter((v) => v !== null);
  const ranked = parts
    .filter((p) => p.rating !== null)
    .sort((a, b) => levelOf(b.rating) - levelOf(a.rating));
  const out: HazardGroup = {
    key: group.key,
    label: group.label,
    score: scores.length > 0 ? Math.max(...scores) : null,
    rating: ranked[0]?.rating ?? null,
    parts,
  };
  return out;
}

/**
 * .../reports/hazards: the National Risk Index of the company's county and
 * the crime index of its ZIP.
 */
export async function hazardsReport(
  db: Db,
  company: CompaniesView,
): Promise<HazardsReport> {
  const fips = company.county_fips;
  const [nri, crime] = await Promise.all([
    fips ? hazardCounty(db, fips) : undefined,
    crimeScoresOf(db, company.zip, fips),
  ]);
  const found = { nri, crime };
  return {
    muns: company.muns,
    sources: await sourcesOf(
      db,
      [nri, crime].filter((r) => r !== undefined),
    ),
    latitude: roundCoordinate(company.latitude),
    longitude: roundCoordinate(company.longitude),
    county_fips: fips,
    county_name: countyNameOf(fips) ?? nri?.county ?? null,
    overall: nri
      ? {
          key: 'risk',
          label: 'National Risk Index',
          score: nri.risk_score,
          rating: nri.risk_rating,
        }
      : null,
    expected_annual_loss: nri
      ? {
          key: 'eal',
          label: 'Expected Annual Loss',
          score: nri.eal_score,
          rating: nri.eal_rating,
        }
      : null,
    groups: HAZARD_GROUPS.map((group) => groupOf(group, found)),
  };
}
