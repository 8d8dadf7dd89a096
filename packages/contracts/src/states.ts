/** A US state or territory with its USPS code. */
export interface UsState {
  code: string;
  name: string;
  isTerritory: boolean;
}

// prettier-ignore
const STATES: ReadonlyArray<readonly [string, string]> = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'],
  ['CA', 'California'], ['CO', 'Colorado'], ['CT', 'Connecticut'],
  ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'],
  ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'],
  ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'],
  ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'],
  ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'],
  ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'],
  ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'],
  ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'],
  ['OK', 'Oklahoma'], ['OR', 'Oregon'], ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'],
  ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'],
  ['VA', 'Virginia'], ['WA', 'Washington'], ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
];

// SPEC §6: 'US Territories' expands to exactly these five.
const TERRITORIES: ReadonlyArray<readonly [string, string]> = [
  ['PR', 'Puerto Rico'],
  ['VI', 'U.S. Virgin Islands'],
  ['GU', 'Guam'],
  ['AS', 'American Samoa'],
  ['MP', 'N. Mariana Islands'],
];

/** The 50 states and DC. */
export const US_STATES: readonly UsState[] = STATES.map(([code, name]) => ({
  code,
  name,
  isTerritory: false,
}));

/** The five US territories of SPEC §6. */
export const US_TERRITORIES: readonly UsState[] = TERRITORIES.map(
  ([code, name]) => ({ code, name, isTerritory: true }),
);

/** Every state and territory code, states first. */
export const ALL_STATE_CODES: readonly string[] = [
  ...US_STATES,
  ...US_TERRITORIES,
].map((s) => s.code);

/** SPEC §9: the small states. */
// prettier-ignore
export const SMALL_STATES: readonly string[] = [
  'AK', 'HI', 'ID', 'NV', 'MT', 'WY', 'UT', 'NM', 'ND', 'SD', 'NE', 'OK',
  'AR', 'MS', 'WV', 'VT', 'NH', 'ME', 'RI', 'DE', 'DC',
];
