import { FIRST_NAMES } from './name-words';
import type { Rng } from './prng';
import { SURNAMES } from './surnames';

export interface Person {
  first: string;
  last: string;
}

export function randomPerson(rng: Rng): Person {
  return { first: rng.pick(FIRST_NAMES), last: rng.pick(SURNAMES) };
}

/** "JOHN SMITH", as signatures are printed on Form 5500. */
export function fullName(person: Person): string {
  return `${person.first} ${person.last}`;
}

/**
 * "ST LOUIS-PARK" -> "St Louis-Park": capital after a space, '-', a one
 * letter and "'" ("O'Brien", "D'Alene"), and a leading Mc ("McAllen").
 */
export function titleCase(text: string): string {
  const lower = text.toLowerCase();
  let out = '';
  let capital = true;
  let start = 0;
  for (let i = 0; i < lower.length; i += 1) {
    const ch = lower[i]!;
    out += capital ? ch.toUpperCase() : ch;
    const word = lower.slice(start, i + 1);
    capital =
      ch === ' ' ||
      ch === '-' ||
      (ch === "'" && word.length === 2) ||
      (word === 'mc' && i + 2 < lower.length && /[a-z]/.test(lower[i + 1]!));
    if (ch === ' ' || ch === '-') start = i + 1;
  }
  return out;
}

export interface Role {
  title: string;
  department: string;
  seniority: string;
  /** Smallest company (employees) that has the role. */
  minEmployees: number;
  /** Only for carriers (fleet) or only with a plan (benefits). */
  needs?: 'fleet' | 'benefits';
}

// Contacts a broker calls, roughly by company size (contacts.csv).
export const ROLES: readonly Role[] = [
  {
    title: 'Owner',
    department: 'Executive',
    seniority: 'Owner',
    minEmployees: 0,
  },
  {
    title: 'President',
    department: 'Executive',
    seniority: 'C-Level',
    minEmployees: 0,
  },
  {
    title: 'Chief Executive Officer',
    department: 'Executive',
    seniority: 'C-Level',
    minEmployees: 20,
  },
  {
    title: 'Chief Financial Officer',
    department: 'Finance',
    seniority: 'C-Level',
    minEmployees: 50,
  },
  {
    title: 'Controller',
    department: 'Finance',
    seniority: 'Director',
    minEmployees: 25,
  },
  {
    title: 'Office Manager',
    department: 'Operations',
    seniority: 'Manager',
    minEmployees: 3,
  },
  {
    title: 'HR Director',
    department: 'Human Resources',
    seniority: 'Director',
    minEmployees: 75,
  },
  {
    title: 'HR Manager',
    department: 'Human Resources',
    seniority: 'Manager',
    minEmployees: 30,
  },
  {
    title: 'Benefits Manager',
    department: 'Human Resources',
    seniority: 'Manager',
    minEmployees: 100,
    needs: 'benefits',
  },
  {
    title: 'Risk Manager',
    department: 'Risk Management',
    seniority: 'Manager',
    minEmployees: 150,
  },
  {
    title: 'Safety Director',
    department: 'Operations',
    seniority: 'Director',
    minEmployees: 60,
  },
  {
    title: 'Fleet Manager',
    department: 'Fleet',
    seniority: 'Manager',
    minEmployees: 10,
    needs: 'fleet',
  },
  {
    title: 'VP of Operations',
    department: 'Operations',
    seniority: 'VP',
    minEmployees: 100,
  },
];
