// Casts of the agencies' text values (reference/public-data.md, "General
// rules"): every column is read as text, blank means "not reported".

/** A row the importer cannot take; the reason goes to the reject file. */
export class RowError extends Error {
  override name = 'RowError';
}

export type Row = Readonly<Record<string, string | undefined>>;

/** Trimmed text, or null when blank. */
export function text(value: string | undefined): string | null {
  if (value === undefined) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** The value of a column the dataset cannot do without. */
export function required(row: Row, column: string): string {
  const value = text(row[column]);
  if (value === null) throw new RowError(`${column} is blank`);
  return value;
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** A decimal amount, null when blank; '$' and thousands commas tolerated. */
export function num(row: Row, column: string): number | null {
  const value = text(row[column]);
  if (value === null) return null;
  const cleaned = value.replace(/[$,]/g, '');
  if (!NUMBER.test(cleaned)) {
    throw new RowError(`${column} is not a number: '${value}'`);
  }
  return Number(cleaned);
}

/** A whole number (a decimal with a zero fraction is accepted). */
export function int(row: Row, column: string): number | null {
  const value = num(row, column);
  if (value === null) return null;
  if (!Number.isInteger(value)) {
    throw new RowError(`${column} is not a whole number: '${row[column]}'`);
  }
  return value;
}

/** A checkbox indicator: '1' (or Y/X/true) when checked, else 0. */
export function flag(row: Row, column: string): number {
  const value = row[column];
  // Most cells are blank, '0' or '1': no trimming or case for those.
  if (value === undefined || value === '' || value === '0') return 0;
  if (value === '1') return 1;
  const word = value.trim().toUpperCase();
  return word === '1' || word === 'Y' || word === 'X' || word === 'TRUE'
    ? 1
    : 0;
}

/** Nine-digit EIN as text, re-padded when a tool stripped leading zeros. */
export function ein(row: Row, column: string): string | null {
  const value = text(row[column])?.replace(/-/g, '');
  if (!value) return null;
  if (!/^\d{1,9}$/.test(value)) {
    throw new RowError(`${column} is not an EIN: '${row[column]}'`);
  }
  const padded = value.padStart(9, '0');
  return /^0+$/.test(padded) ? null : padded;
}

/** A 3-digit plan number ('1' becomes '001'). */
export function planNumber(row: Row, column: string): string | null {
  const value = text(row[column]);
  if (!value) return null;
  if (!/^\d{1,3}$/.test(value)) {
    throw new RowError(`${column} is not a plan number: '${value}'`);
  }
  return value.padStart(3, '0');
}

/** The five-digit ZIP of '12345', '12345-6789', '123456789' or '1234'. */
export function zip5(value: string | null | undefined): string | null {
  const digits = (value ?? '').trim().replace(/[-\s]/g, '');
  if (!/^\d{3,9}$/.test(digits)) return null;
  if (digits.length > 5) return digits.length === 9 ? digits.slice(0, 5) : null;
  return digits.padStart(5, '0');
}

const MONTHS: Record<string, string> = {
  JAN: '01',
  FEB: '02',
  MAR: '03',
  APR: '04',
  MAY: '05',
  JUN: '06',
  JUL: '07',
  AUG: '08',
  SEP: '09',
  OCT: '10',
  NOV: '11',
  DEC: '12',
};

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

// Arithmetic, not a Date: it runs for every date of every row.
function isRealDate(iso: string): boolean {
  const y = Number(iso.slice(0, 4));
  const m = Number(iso.slice(5, 7));
  const d = Number(iso.slice(8, 10));
  if (m < 1 || m > 12 || d < 1) return false;
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  return d <= (m === 2 && leap ? 29 : DAYS_IN_MONTH[m - 1]!);
}

// YYYY-MM-DD, YYYY-MM-DDT..., YYYYMMDD, DD-MON-YY(YY), M/D/YYYY.
function parseDate(value: string): string | null {
  let match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(value);
  if (match) return `${match[1]}-${match[2]}-${match[3]}`;
  match = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (match) return `${match[1]}-${match[2]}-${match[3]}`;
  match = /^(\d{1,2})-([A-Za-z]{3})-(\d{2}|\d{4})$/.exec(value);
  if (match) {
    const month = MONTHS[match[2]!.toUpperCase()];
    if (!month) return null;
    const year =
      match[3]!.length === 4
        ? match[3]!
        : `${Number(match[3]) > 50 ? '19' : '20'}${match[3]}`;
    return `${year}-${month}-${match[1]!.padStart(2, '0')}`;
  }
  match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (match) {
    return `${match[3]}-${match[1]!.padStart(2, '0')}-${match[2]!.padStart(2, '0')}`;
  }
  return null;
}

/** A date as YYYY-MM-DD, from any of the agencies' formats. */
export function date(row: Row, column: string): string | null {
  const value = text(row[column]);
  if (value === null) return null;
  const parsed = parseDate(value);
  if (parsed === null || !isRealDate(parsed)) {
    throw new RowError(`${column} is not a date: '${value}'`);
  }
  return parsed;
}

/** The year of a YYYY-MM-DD date. */
export const yearOf = (iso: string | null): number | null =>
  iso ? Number(iso.slice(0, 4)) : null;

/** A two-letter state code, upper case. */
export function state(row: Row, column: string): string | null {
  const value = text(row[column])?.toUpperCase() ?? null;
  if (value !== null && !/^[A-Z]{2}$/.test(value)) {
    throw new RowError(`${column} is not a state code: '${row[column]}'`);
  }
  return value;
}

/** Ten-digit phone (US), digits only; anything else is dropped. */
export function phone(row: Row, column: string): string | null {
  const digits = (text(row[column]) ?? '').replace(/\D/g, '');
  const national =
    digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === 10 ? national : null;
}
