// The largest firm an industry typically has (employees), by NAICS prefix,
// longest prefix first wins; industries not listed may grow to the
// generator's overall limit. Offices and shops (salons, dental and
// physician offices, law and accounting practices, realty agencies,
// restaurants) are mostly under 20 people and rarely above a few hundred
// (Census SUSB, business-facts.md); hospitals, manufacturers, distributors,
// trucking and staffing firms may employ thousands.

const TYPICAL_MAX: ReadonlyArray<readonly [string, number]> = [
  // Construction: trades stay regional, builders grow larger.
  ['2361', 3_000],
  ['236118', 300],
  ['2373', 3_000],
  ['238', 1_500],
  ['2381', 1_000],
  ['238210', 3_000],
  ['238220', 3_000],
  ['2383', 800],
  ['238990', 500],
  // Food and drink makers near retail.
  ['311811', 150],
  ['312120', 500],
  ['339116', 300],
  ['337110', 2_000],
  // Retail shops; grocers and online sellers may be large.
  ['441', 1_500],
  ['442', 600],
  ['443', 400],
  ['444130', 300],
  ['445120', 2_000],
  ['446', 1_500],
  ['447', 1_500],
  ['448', 300],
  ['451', 500],
  ['452', 800],
  ['4531', 60],
  ['4532', 60],
  ['4539', 600],
  // Transportation: taxis and tow trucks stay small.
  ['484220', 600],
  ['485310', 300],
  ['485510', 500],
  ['485991', 500],
  ['488410', 200],
  // Finance: agencies and advisers are offices.
  ['524210', 1_000],
  ['5239', 600],
  ['522310', 3_000],
  ['522291', 2_000],
  // Real estate: agencies and lessors are offices.
  ['531', 400],
  ['531311', 2_000],
  ['531312', 1_000],
  ['532', 1_500],
  // Professional practices.
  ['541110', 600],
  ['5412', 500],
  ['541213', 300],
  ['541219', 200],
  ['54131', 400],
  ['541370', 200],
  ['541430', 150],
  ['5416', 1_500],
  ['541611', 3_000],
  ['5418', 1_000],
  ['541921', 80],
  ['541940', 300],
  // Administrative services.
  ['561110', 1_000],
  ['561710', 1_500],
  ['561740', 200],
  ['561790', 200],
  // Health: offices and clinics small, hospitals and care homes larger.
  ['6211', 800],
  ['6212', 400],
  ['6213', 300],
  ['621420', 500],
  ['621493', 500],
  ['621511', 3_000],
  ['621610', 3_000],
  ['623', 2_500],
  ['624120', 1_000],
  ['624410', 1_500],
  // Schools and studios.
  ['611110', 2_000],
  ['6116', 150],
  ['611691', 300],
  ['611699', 500],
  ['611710', 500],
  // Recreation.
  ['711', 300],
  ['712', 500],
  ['713910', 300],
  ['713940', 2_000],
  ['713950', 100],
  ['713990', 500],
  // Hotels, restaurants and bars.
  ['721', 2_000],
  ['722', 500],
  ['722330', 30],
  ['722410', 100],
  ['722513', 1_000],
  ['722515', 300],
  // Repair, personal care and associations.
  ['811', 250],
  ['8121', 150],
  ['8123', 250],
  ['8129', 200],
  ['8131', 500],
  ['8134', 300],
  ['8139', 300],
];

/** The largest firm of a NAICS industry, or undefined when it has none. */
export function typicalMaxEmployees(naics: string): number | undefined {
  let best: readonly [string, number] | undefined;
  for (const entry of TYPICAL_MAX) {
    if (naics.startsWith(entry[0]) && entry[0].length > (best?.[0].length ?? 0))
      best = entry;
  }
  return best?.[1];
}
