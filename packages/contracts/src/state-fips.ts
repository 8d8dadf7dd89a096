// FIPS state codes (the first two digits of a county's FIPS code) of the
// 50 states, DC and the five territories of SPEC §6, as the Census
// Bureau (and so us-atlas) numbers them.
// prettier-ignore
export const STATE_FIPS: Readonly<Record<string, string>> = {
  AL: '01', AK: '02', AZ: '04', AR: '05', CA: '06', CO: '08', CT: '09',
  DE: '10', DC: '11', FL: '12', GA: '13', HI: '15', ID: '16', IL: '17',
  IN: '18', IA: '19', KS: '20', KY: '21', LA: '22', ME: '23', MD: '24',
  MA: '25', MI: '26', MN: '27', MS: '28', MO: '29', MT: '30', NE: '31',
  NV: '32', NH: '33', NJ: '34', NM: '35', NY: '36', NC: '37', ND: '38',
  OH: '39', OK: '40', OR: '41', PA: '42', RI: '44', SC: '45', SD: '46',
  TN: '47', TX: '48', UT: '49', VT: '50', VA: '51', WA: '53', WV: '54',
  WI: '55', WY: '56',
  AS: '60', GU: '66', MP: '69', PR: '72', VI: '78',
};

/** The state code of a FIPS state prefix, or undefined. */
export const stateOfFips = (() => {
  const byFips = new Map(
    Object.entries(STATE_FIPS).map(([code, fips]) => [fips, code]),
  );
  return (fips: string): string | undefined => byFips.get(fips.slice(0, 2));
})();

/** The counties that still lie in one of the chosen states. */
export function keepCountiesOf(
  counties: readonly string[],
  states: readonly string[],
): string[] {
  const prefixes = new Set(states.map((code) => STATE_FIPS[code]));
  return counties.filter((fips) => prefixes.has(fips.slice(0, 2)));
}
