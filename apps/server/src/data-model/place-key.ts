// A company's addresses (ARCHITECTURE §4) are one row per company, dataset
// and place: the place is the row's key.

// Upper case for ASCII letters only: the same as SQLite's upper() and
// PostgreSQL's upper() under the "C" collation (migration 0013).
const asciiUpper = (value: string) =>
  value.replace(/[a-z]+/g, (letters) => letters.toUpperCase());

/** The address part of an address row's key: street, city and ZIP. */
export const placeKey = (
  address: string | null,
  city: string | null,
  zip: string | null,
): string => asciiUpper(`${address ?? ''}|${city ?? ''}|${zip ?? ''}`);
