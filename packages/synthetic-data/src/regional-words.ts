// Place words that belong to a region ("NAPA VALLEY", "BUCKEYE", "GULF
// COAST"): a company, agency or provider outside the region's states takes
// the word's own neighbourhood name instead ("NAPA VALLEY DENTAL" in Ohio
// becomes "OAK HOLLOW DENTAL"). One replacement per word, used by no other
// list, so names distinct before stay distinct after.

const REGIONS: ReadonlyArray<readonly [string, string, string]> = [
  // word, its states, the replacement elsewhere
  ['PACIFIC', 'CA OR WA HI AK', 'OAK HOLLOW'],
  ['ATLANTIC', 'ME NH MA RI CT NY NJ DE MD VA NC SC GA FL', 'PINE HAVEN'],
  ['MIDWEST', 'OH IN IL MI WI MN IA MO KS NE SD ND', 'MILLBROOK'],
  ['GOLDEN STATE', 'CA', 'STONEHAVEN'],
  ['BAY AREA', 'CA', 'FAIRHAVEN'],
  ['GULF COAST', 'TX LA MS AL FL', 'BRIARWOOD'],
  ['LONE STAR', 'TX', 'HOLLY SPRINGS'],
  ['BLUEBONNET', 'TX', 'BEECHWOOD'],
  ['BUCKEYE', 'OH', 'ROSEWOOD'],
  ['HAWKEYE', 'IA', 'GLENWOOD'],
  ['TARHEEL', 'NC', 'SHADY GROVE'],
  ['BADGER', 'WI', 'ELM GROVE'],
  ['GRANITE STATE', 'NH', 'ASHBROOK'],
  ['BAYOU', 'LA MS TX', 'WILLOWBROOK'],
  ['OZARK', 'MO AR OK', 'CLOVERDALE'],
  ['APPALACHIAN', 'WV KY TN VA NC PA OH MD GA AL', 'OAKDALE'],
  ['CAROLINA', 'NC SC', 'RIVERDALE'],
  ['DAKOTA', 'ND SD', 'HILLCREST'],
  ['SIERRA', 'CA NV', 'PINEHURST'],
  ['CASCADE', 'WA OR', 'BRIARCLIFF'],
  ['OLYMPIC', 'WA', 'WOODLAND'],
  ['ROCKY MOUNTAIN', 'CO MT WY ID UT NM', 'FOREST HILL'],
  ['SHENANDOAH', 'VA WV', 'SPRING VALLEY'],
  ['CHESAPEAKE', 'MD VA DE', 'MEADOWBROOK'],
  ['POTOMAC', 'MD VA DC WV', 'CLAREMONT'],
  ['HUDSON VALLEY', 'NY', 'ROSEMONT'],
  ['MOHAWK', 'NY', 'EDGEWOOD'],
  ['SUSQUEHANNA', 'PA NY MD', 'WESTWOOD'],
  ['ALLEGHENY', 'PA WV MD', 'COLONIAL'],
  ['CUMBERLAND', 'TN KY', 'PLEASANT VALLEY'],
  ['TENNESSEE VALLEY', 'TN AL', 'GREEN VALLEY'],
  ['PIEDMONT', 'NC SC GA VA', 'CEDAR HILL'],
  ['TIDEWATER', 'VA', 'STONEY BROOK'],
  ['LOWCOUNTRY', 'SC GA', 'MILL CREEK'],
  ['SUNCOAST', 'FL', 'BEAR CREEK'],
  ['TREASURE COAST', 'FL', 'ROCK CREEK'],
  ['EMERALD COAST', 'FL', 'PINE RIDGE'],
  ['HILL COUNTRY', 'TX', 'OAK RIDGE'],
  ['PANHANDLE', 'FL TX OK', 'WALNUT HILL'],
  ['HIGH PLAINS', 'TX NM OK KS CO NE', 'CHESTNUT HILL'],
  ['BIG SKY', 'MT', 'BIRCHWOOD'],
  ['GREAT LAKES', 'MI OH WI IL IN MN NY PA', 'SPRUCE HILL'],
  ['NORTHWOODS', 'WI MN MI', 'HICKORY HILL'],
  ['WINE COUNTRY', 'CA', 'ORCHARD PARK'],
  ['INLAND EMPIRE', 'CA', 'FOREST GLEN'],
  ['DESERT SUN', 'AZ NV CA NM', 'SUNNY SLOPE'],
  ['MESA VERDE', 'CO', 'GREEN MEADOW'],
  ['RIO GRANDE', 'TX NM', 'STONE CREEK'],
  ['SANTA FE', 'NM', 'WILD ROSE'],
  ['MONTEREY', 'CA', 'HARVEST HILL'],
  ['SONOMA', 'CA', 'VALLEY FORGE'],
  ['NAPA VALLEY', 'CA', 'APPLE VALLEY'],
  ['SAGEBRUSH', 'NV WY ID OR UT MT CO', 'SILVER BIRCH'],
  ['CACTUS', 'AZ NM TX NV', 'BLUE SPRUCE'],
  ['PALMETTO', 'SC FL', 'LAUREL HILL'],
  ['MAGNOLIA', 'MS LA AL TX', 'COUNTRY LANE'],
  ['KEYSTONE STATE', 'PA', 'LIBERTY BELL'],
];

export const REGIONAL_WORDS: ReadonlyMap<
  string,
  { states: ReadonlySet<string>; elsewhere: string }
> = new Map(
  REGIONS.map(([word, states, elsewhere]) => [
    word,
    { states: new Set(states.split(' ')), elsewhere },
  ]),
);

// Longest first, so "HUDSON VALLEY" is replaced before any "VALLEY" word.
const PATTERN = new RegExp(
  `\\b(${[...REGIONAL_WORDS.keys()]
    .sort((a, b) => b.length - a.length)
    .join('|')})\\b`,
  'g',
);

/** The name as a firm of this state would bear it. */
export function localName(name: string, state: string): string {
  return name.replace(PATTERN, (word) => {
    const region = REGIONAL_WORDS.get(word)!;
    return region.states.has(state) ? word : region.elsewhere;
  });
}
