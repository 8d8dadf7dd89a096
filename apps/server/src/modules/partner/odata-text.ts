// The text rules of the partner's OData queries (SPEC §5).

/** An OData string literal: single quotes doubled inside quotes. */
export const odataString = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** `field in ('a','b')`, or null for no values. */
export function odataIn(
  field: string,
  values: readonly string[],
): string | null {
  const unique = [...new Set(values)];
  return unique.length > 0
    ? `${field} in (${unique.map(odataString).join(',')})`
    : null;
}

/**
 * SPEC §5: the phone formatter returns empty for a missing value or one of
 * fewer than 10 characters; ten digits read (555) 123-4567, other numbers
 * their digits.
 */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone || phone.length < 10) return '';
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 10) return '';
  return digits.length === 10
    ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
    : digits;
}

/**
 * The numbers a company's phone is looked up by: the formatted number, an
 * 11-digit one also without its first digit (SPEC §5), and a 10-digit one
 * also with the country code 1, as AMS users often store it.
 */
export function phoneCandidates(phone: string | null | undefined): string[] {
  const formatted = formatPhone(phone);
  if (!formatted) return [];
  const digits = formatted.replace(/\D/g, '');
  if (digits.length === 11) return [formatted, formatPhone(digits.slice(1))];
  if (digits.length === 10) return [formatted, `1${digits}`];
  return [formatted];
}

/** A phone's ten digits for comparing (a leading 1 of eleven dropped). */
export function phoneKey(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  return digits.length >= 10 ? digits : '';
}
