/**
 * A person's first and last name as one ('Paula Castillo'), either part
 * missing or blank left out; '' when neither is given.
 */
export function personName(
  first: string | null | undefined,
  last: string | null | undefined,
): string {
  return [first, last]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
}
