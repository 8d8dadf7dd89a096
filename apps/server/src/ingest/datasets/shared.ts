import type { CompanyEvidence } from './types';
import {
  date,
  int,
  required,
  RowError,
  state,
  text,
  zip5,
  type Row,
} from '../../data-model/values';

/** An address block of a row: street lines, city, state and ZIP columns. */
export interface AddressColumns {
  street: string;
  street2?: string;
  city: string;
  state: string;
  zip: string;
}

/** The address fields of a row, ZIP cut to five digits. */
export function addressOf(row: Row, columns: AddressColumns) {
  return {
    address: text(row[columns.street]),
    city: text(row[columns.city]),
    state: state(row, columns.state),
    zip: zip5(row[columns.zip]),
  };
}

/** A company evidence with the address of `columns`. */
export function evidenceAt(
  row: Row,
  name: string,
  columns: AddressColumns,
  extra: Omit<
    CompanyEvidence,
    'name' | 'address' | 'city' | 'state' | 'zip'
  > = {},
): CompanyEvidence {
  return { name, ...addressOf(row, columns), ...extra };
}

/** The first month (1-12) of a YYYY-MM-DD date. */
export const monthOf = (iso: string | null): number | null =>
  iso ? Number(iso.slice(5, 7)) : null;

/** A date the row cannot do without. */
export function requiredDate(row: Row, column: string): string {
  const value = date(row, column);
  if (value === null) throw new RowError(`${column} is blank`);
  return value;
}

/** The US federal fiscal year (October to September) of a date. */
export const fiscalYearOf = (iso: string | null): number | null =>
  iso
    ? Number(iso.slice(0, 4)) + (Number(iso.slice(5, 7)) >= 10 ? 1 : 0)
    : null;

/**
 * A numeric code kept as text, re-padded to `width` when a tool stripped its
 * leading zeros (FIPS, NAIC, class codes); other text is kept as it is.
 */
export function code(row: Row, column: string, width: number): string | null {
  const value = text(row[column]);
  if (value === null) return null;
  return /^\d+$/.test(value) && value.length < width
    ? value.padStart(width, '0')
    : value;
}

/** A whole-number key part: '01' and '1' are the same FORM_ID. */
export function intKey(row: Row, column: string): string {
  required(row, column);
  return String(int(row, column));
}
