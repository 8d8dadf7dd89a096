// us-atlas names a county without its kind ('Travis', 'Orleans'); the
// Census Bureau's full name (NAMELSAD) adds it: 'Travis County', 'Orleans
// Parish', 'Juneau City and Borough', 'Alexandria city'.

// Alaska's boroughs and census areas, by FIPS (2017 geography, as us-atlas 3).
// prettier-ignore
const ALASKA: Readonly<Record<string, string>> = {
  '02016': 'Census Area', '02050': 'Census Area', '02070': 'Census Area',
  '02105': 'Census Area', '02158': 'Census Area', '02180': 'Census Area',
  '02198': 'Census Area', '02240': 'Census Area', '02261': 'Census Area',
  '02290': 'Census Area', '02110': 'City and Borough',
  '02220': 'City and Borough', '02275': 'City and Borough',
  '02282': 'City and Borough', '02020': 'Municipality',
  '02230': 'Municipality',
};

// Independent cities outside Virginia: Baltimore and St. Louis.
const CITIES = new Set(['24510', '29510']);
// Named in full already: DC, Carson City and Guam.
const FULL_NAMES = new Set(['11001', '32510', '66010']);

// The kind of county-level area in a state without counties, by state FIPS.
const KIND_BY_STATE: Readonly<Record<string, string>> = {
  '22': 'Parish',
  '60': 'District',
  '69': 'Municipality',
  '72': 'Municipio',
  '78': 'Island',
};

function kindOf(fips: string): string | null {
  const state = fips.slice(0, 2);
  if (state === '02') return ALASKA[fips] ?? 'Borough';
  // Virginia's independent cities are numbered from 510 up.
  if ((state === '51' && fips >= '51510') || CITIES.has(fips)) return 'city';
  if (FULL_NAMES.has(fips)) return null;
  return KIND_BY_STATE[state] ?? 'County';
}

/** The Census Bureau's full name of a county from its FIPS and short name. */
export function countyFullName(fips: string, name: string): string {
  const kind = kindOf(fips);
  return kind ? `${name} ${kind}` : name;
}
