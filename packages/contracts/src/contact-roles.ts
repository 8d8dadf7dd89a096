import { z } from 'zod';

/**
 * The roles a broker calls at a company, read from a contact's title and
 * department (docs/decisions/0046): the owner or chief executive, who buys
 * for a small business, then the people who own each line of cover.
 */
export const CONTACT_ROLES = [
  'executive',
  'hr',
  'benefits',
  'finance',
  'risk',
  'safety',
  'fleet',
] as const;
export const contactRoleSchema = z.enum(CONTACT_ROLES);
export type ContactRole = z.infer<typeof contactRoleSchema>;

export const CONTACT_ROLE_LABELS: Record<ContactRole, string> = {
  executive: 'Owner / executive',
  hr: 'HR',
  benefits: 'Benefits',
  finance: 'Finance',
  risk: 'Risk',
  safety: 'Safety',
  fleet: 'Fleet',
};

interface RoleWords {
  /** Words or phrases (space-separated words in a row) that give the role. */
  words: readonly string[];
  /** Words that take it away again ('Vice President' is no president). */
  unless?: readonly string[];
}

const ROLE_WORDS: Record<ContactRole, RoleWords> = {
  executive: {
    words: [
      'owner',
      'co owner',
      'president',
      'ceo',
      'chief executive',
      'chief operating',
      'coo',
      'founder',
      'co founder',
      'cofounder',
      'proprietor',
      'managing partner',
      'managing member',
      'general manager',
      'executive',
    ],
    unless: [
      'vice',
      'vp',
      'svp',
      'evp',
      'assistant',
      'secretary',
      'account executive',
    ],
  },
  hr: {
    words: [
      'hr',
      'human resources',
      'human resource',
      'people',
      'personnel',
      'talent',
      'chro',
      'recruiting',
      'recruiter',
      'payroll',
    ],
  },
  benefits: {
    words: ['benefit', 'benefits', 'total rewards', 'compensation', 'wellness'],
  },
  finance: {
    words: [
      'cfo',
      'chief financial',
      'finance',
      'financial',
      'controller',
      'comptroller',
      'accounting',
      'accountant',
      'treasurer',
      'treasury',
      'bookkeeper',
      'accounts payable',
    ],
  },
  risk: {
    words: ['risk', 'insurance', 'claims'],
  },
  safety: {
    words: [
      'safety',
      'ehs',
      'hse',
      'environmental health',
      'loss control',
      'loss prevention',
      'osha',
    ],
  },
  fleet: {
    words: [
      'fleet',
      'transportation',
      'logistics',
      'dispatch',
      'dispatcher',
      'driver',
      'drivers',
      'trucking',
    ],
  },
};

/** "VP, Risk & Insurance" -> " vp risk and insurance ", for phrase search. */
function wordsOf(text: string | null): string {
  if (!text) return '';
  const words = text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return words === '' ? '' : ` ${words} `;
}

const hasPhrase = (words: string, phrase: string) =>
  words.includes(` ${phrase} `);

function holdsRole(words: string, role: RoleWords): boolean {
  if (words === '') return false;
  if (role.unless?.some((w) => hasPhrase(words, w))) return false;
  return role.words.some((w) => hasPhrase(words, w));
}

/**
 * The roles a contact holds, in CONTACT_ROLES order: each role whose words
 * its title or its department holds ('Benefits Manager' in Human Resources
 * is both HR and benefits). None for a title no role names.
 */
export function contactRoles(
  title: string | null,
  department: string | null,
): ContactRole[] {
  const titleWords = wordsOf(title);
  const departmentWords = wordsOf(department);
  return CONTACT_ROLES.filter(
    (role) =>
      holdsRole(titleWords, ROLE_WORDS[role]) ||
      holdsRole(departmentWords, ROLE_WORDS[role]),
  );
}

/** The roles with `role` switched on or off, in CONTACT_ROLES order. */
export const toggleRole = (
  roles: readonly ContactRole[],
  role: ContactRole,
): ContactRole[] =>
  CONTACT_ROLES.filter((r) => (r === role) !== roles.includes(r));

/** Most characters a contacts search's title words may have. */
export const CONTACT_TITLE_MAX = 80;

/** Whether a title holds the searched words, case aside ('' holds all). */
export function titleHolds(title: string | null, wanted: string): boolean {
  const words = wanted.trim().toLowerCase();
  if (words === '') return true;
  return (title ?? '').toLowerCase().includes(words);
}
