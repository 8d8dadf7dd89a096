// The short forms of street words, so '1200 North Main Street' and
// '1200 N MAIN ST' read alike: entity resolution's address keys and the
// alternate-addresses list compare addresses with them.
export const STREET_WORDS: Readonly<Record<string, string>> = {
  STREET: 'ST',
  AVENUE: 'AVE',
  AV: 'AVE',
  ROAD: 'RD',
  DRIVE: 'DR',
  BOULEVARD: 'BLVD',
  LANE: 'LN',
  COURT: 'CT',
  PLACE: 'PL',
  HIGHWAY: 'HWY',
  PARKWAY: 'PKWY',
  SUITE: 'STE',
  NORTH: 'N',
  SOUTH: 'S',
  EAST: 'E',
  WEST: 'W',
};
