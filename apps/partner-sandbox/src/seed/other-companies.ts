import type { CompanyProfile } from '@edge/synthetic-data';
import type { Prng } from './prng';
import { splitSuffix, titleCase } from './spellings';

// AMS accounts that are no demo company: clients of the agency Edge does
// not know. Some are near misses (a demo company's first word, or its
// street, in its city), so a matcher that guesses loosely is caught.

const LEADS = [
  'Harborline',
  'Bluestem',
  'Copperfield',
  'Granite Ridge',
  'Lakeshore',
  'Redwood',
  'Silver Creek',
  'Northgate',
  'Prairie Wind',
  'Summit Peak',
  'Old Mill',
  'Riverbend',
  'Cedar Hollow',
  'Ironwood',
  'Maple Leaf',
  "O'Malley's",
  "Fitzgerald's",
];
const NOUNS = [
  'Logistics',
  'Dental Group',
  'Roofing',
  'Bakery',
  'Auto Body',
  'Landscaping',
  'Veterinary Clinic',
  'Printing',
  'Electric',
  'Property Management',
  'Machine Works',
  'Family Farms',
  'Catering',
  'Physical Therapy',
  'Storage',
];
const ENDINGS = ['LLC', 'Inc', 'Co', 'Corp', ''];
const STREETS = [
  'Commerce Dr',
  'Industrial Pkwy',
  'Main St',
  'Oak Ave',
  'Mill Rd',
  'Market St',
  'Lake Blvd',
  'Pine St',
  'Railroad Ave',
  'Center St',
];

export interface OtherCompany {
  name: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
}

function otherPhone(rng: Prng, taken: ReadonlySet<string>): string {
  for (;;) {
    const digits = `${rng.int(201, 989)}555${String(rng.int(0, 9999)).padStart(4, '0')}`;
    if (!taken.has(digits)) return digits;
  }
}

/** An invented client, placed in (and sometimes named like) a demo company's city. */
export function otherCompany(
  near: CompanyProfile,
  rng: Prng,
  takenPhones: ReadonlySet<string>,
): OtherCompany {
  const nearMiss = rng.chance(0.3);
  const lead = nearMiss
    ? titleCase(splitSuffix(near.name)[0].split(' ')[0]!)
    : rng.pick(LEADS);
  const ending = rng.pick(ENDINGS);
  const street =
    nearMiss && rng.chance(0.5)
      ? titleCase(near.street.replace(/^\d+\s*/, ''))
      : rng.pick(STREETS);
  return {
    name: `${lead} ${rng.pick(NOUNS)}${ending ? ` ${ending}` : ''}`,
    addressLine1: `${rng.int(10, 9899)} ${street}`,
    addressLine2: '',
    city: titleCase(near.city),
    state: near.state,
    zip: near.zip,
    phone: otherPhone(rng, takenPhones),
  };
}
