import type { CompanyProfile } from '@edge/synthetic-data';

// How an agency's AMS writes a company Edge knows: other spellings of the
// name, the address and the phone number, as people type them.

const SUFFIXES = new Set([
  'INC',
  'LLC',
  'CORP',
  'CO',
  'LTD',
  'LP',
  'LLP',
  'PC',
  'PLLC',
  'PA',
]);
const LONG_SUFFIX: Record<string, string> = {
  INC: 'Incorporated',
  CORP: 'Corporation',
  CO: 'Company',
  LTD: 'Limited',
};
const STREET_WORDS: Record<string, string> = {
  N: 'North',
  S: 'South',
  E: 'East',
  W: 'West',
  ST: 'Street',
  AVE: 'Avenue',
  RD: 'Road',
  DR: 'Drive',
  BLVD: 'Boulevard',
  LN: 'Lane',
  CT: 'Court',
  PL: 'Place',
  PKWY: 'Parkway',
  HWY: 'Highway',
  STE: 'Suite',
  TER: 'Terrace',
  CIR: 'Circle',
  WAY: 'Way',
  TRL: 'Trail',
};

export const NAME_STYLES = [
  'title',
  'long-suffix',
  'comma-dotted',
  'no-suffix',
  'and-swapped',
  'dba',
] as const;
export const ADDRESS_STYLES = ['upper', 'title', 'expanded', 'moved'] as const;
export const PHONE_STYLES = [
  'parens',
  'dashes',
  'dots',
  'digits',
  'eleven-digits',
  'plus-one',
  'none',
] as const;

export type NameStyle = (typeof NAME_STYLES)[number];
export type AddressStyle = (typeof ADDRESS_STYLES)[number];
export type PhoneStyle = (typeof PHONE_STYLES)[number];

export function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/\b([a-z])/g, (letter) => letter.toUpperCase())
    .replace(/'S\b/g, "'s");
}

/** "SMITH PLUMBING INC" -> ["SMITH PLUMBING", "INC"]. */
export function splitSuffix(name: string): [string, string] {
  const words = name.split(' ');
  const last = words.at(-1) ?? '';
  return SUFFIXES.has(last) && words.length > 1
    ? [words.slice(0, -1).join(' '), last]
    : [name, ''];
}

export function spellName(company: CompanyProfile, style: NameStyle): string {
  const [base, suffix] = splitSuffix(company.name);
  switch (style) {
    case 'title':
      return titleCase(company.name);
    case 'long-suffix':
      return `${titleCase(base)} ${LONG_SUFFIX[suffix] ?? suffix}`.trim();
    case 'comma-dotted':
      return suffix ? `${base}, ${suffix}.` : base;
    case 'no-suffix':
      return titleCase(base);
    case 'and-swapped':
      return titleCase(
        base.includes('&')
          ? base.replace(/&/g, 'AND')
          : base.replace(/\bAND\b/g, '&'),
      );
    case 'dba':
      return company.dba ? titleCase(company.dba) : titleCase(company.name);
  }
}

const expand = (street: string) =>
  street
    .split(' ')
    .map((word) => STREET_WORDS[word] ?? titleCase(word))
    .join(' ');

export function spellAddress(
  company: CompanyProfile,
  style: Exclude<AddressStyle, 'moved'>,
): { addressLine1: string; addressLine2: string } {
  const unit = company.unit;
  switch (style) {
    case 'upper':
      return { addressLine1: company.street, addressLine2: unit };
    case 'title':
      return {
        addressLine1: titleCase(company.street),
        addressLine2: titleCase(unit),
      };
    case 'expanded':
      return {
        addressLine1: expand(company.street),
        addressLine2: expand(unit),
      };
  }
}

/** Ten digits as a style writes them; null for 'none'. */
export function spellPhone(digits: string, style: PhoneStyle): string | null {
  const [a, b, c] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
  switch (style) {
    case 'parens':
      return `(${a}) ${b}-${c}`;
    case 'dashes':
      return `${a}-${b}-${c}`;
    case 'dots':
      return `${a}.${b}.${c}`;
    case 'digits':
      return digits;
    case 'eleven-digits':
      return `1${digits}`;
    case 'plus-one':
      return `+1 (${a}) ${b}-${c}`;
    case 'none':
      return null;
  }
}
