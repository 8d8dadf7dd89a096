/**
 * SPEC §5: a phone number as (555) 123-4567; empty for no value or fewer
 * than 10 characters. A leading country code 1 is dropped.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value || value.length < 10) return '';
  const digits = value.replace(/\D/g, '');
  const local =
    digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (local.length !== 10) return value;
  return `(${local.slice(0, 3)}) ${local.slice(3, 6)}-${local.slice(6)}`;
}
