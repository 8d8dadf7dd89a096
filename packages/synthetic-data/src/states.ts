// States with their 2020 census resident population (companies are spread
// by it), FIPS code and name. Puerto Rico is included; other territories not.

export interface StateInfo {
  abbr: string;
  fips: string;
  name: string;
  population: number;
}

const TABLE: ReadonlyArray<readonly [string, string, string, number]> = [
  ['AL', '01', 'Alabama', 5024279],
  ['AK', '02', 'Alaska', 733391],
  ['AZ', '04', 'Arizona', 7151502],
  ['AR', '05', 'Arkansas', 3011524],
  ['CA', '06', 'California', 39538223],
  ['CO', '08', 'Colorado', 5773714],
  ['CT', '09', 'Connecticut', 3605944],
  ['DE', '10', 'Delaware', 989948],
  ['DC', '11', 'District of Columbia', 689545],
  ['FL', '12', 'Florida', 21538187],
  ['GA', '13', 'Georgia', 10711908],
  ['HI', '15', 'Hawaii', 1455271],
  ['ID', '16', 'Idaho', 1839106],
  ['IL', '17', 'Illinois', 12812508],
  ['IN', '18', 'Indiana', 6785528],
  ['IA', '19', 'Iowa', 3190369],
  ['KS', '20', 'Kansas', 2937880],
  ['KY', '21', 'Kentucky', 4505836],
  ['LA', '22', 'Louisiana', 4657757],
  ['ME', '23', 'Maine', 1362359],
  ['MD', '24', 'Maryland', 6177224],
  ['MA', '25', 'Massachusetts', 7029917],
  ['MI', '26', 'Michigan', 10077331],
  ['MN', '27', 'Minnesota', 5706494],
  ['MS', '28', 'Mississippi', 2961279],
  ['MO', '29', 'Missouri', 6154913],
  ['MT', '30', 'Montana', 1084225],
  ['NE', '31', 'Nebraska', 1961504],
  ['NV', '32', 'Nevada', 3104614],
  ['NH', '33', 'New Hampshire', 1377529],
  ['NJ', '34', 'New Jersey', 9288994],
  ['NM', '35', 'New Mexico', 2117522],
  ['NY', '36', 'New York', 20201249],
  ['NC', '37', 'North Carolina', 10439388],
  ['ND', '38', 'North Dakota', 779094],
  ['OH', '39', 'Ohio', 11799448],
  ['OK', '40', 'Oklahoma', 3959353],
  ['OR', '41', 'Oregon', 4237256],
  ['PA', '42', 'Pennsylvania', 13002700],
  ['RI', '44', 'Rhode Island', 1097379],
  ['SC', '45', 'South Carolina', 5118425],
  ['SD', '46', 'South Dakota', 886667],
  ['TN', '47', 'Tennessee', 6910840],
  ['TX', '48', 'Texas', 29145505],
  ['UT', '49', 'Utah', 3271616],
  ['VT', '50', 'Vermont', 643077],
  ['VA', '51', 'Virginia', 8631393],
  ['WA', '53', 'Washington', 7705281],
  ['WV', '54', 'West Virginia', 1793716],
  ['WI', '55', 'Wisconsin', 5893718],
  ['WY', '56', 'Wyoming', 576851],
  ['PR', '72', 'Puerto Rico', 3285874],
];

export const STATES: readonly StateInfo[] = TABLE.map(
  ([abbr, fips, name, population]) => ({ abbr, fips, name, population }),
);

// OSHA state plans covering private employers (federal OSHA elsewhere).
export const OSHA_STATE_PLANS = new Set([
  'AK',
  'AZ',
  'CA',
  'HI',
  'IN',
  'IA',
  'KY',
  'MD',
  'MI',
  'MN',
  'NV',
  'NM',
  'NC',
  'OR',
  'PR',
  'SC',
  'TN',
  'UT',
  'VT',
  'VA',
  'WA',
  'WY',
]);

// Monopolistic workers' compensation states: only the state fund writes WC.
export const WC_MONOPOLISTIC = new Set(['ND', 'OH', 'WA', 'WY']);
