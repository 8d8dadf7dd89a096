import type { ParentLink } from './types';

/** The filing of a schedule row: every schedule joins its form on ACK_ID. */
export const filingOf = (ackId: string): ParentLink => ({
  table: 'filings',
  sourceKey: ackId,
  label: 'Form 5500 filing',
});

/**
 * The day EFAST2 received a filing: an ACK_ID starts with its receipt
 * timestamp YYYYMMDDHHMMSS (reference §1.1). Schedules have no other date
 * of their own; null when the id does not start so.
 */
export function receivedOn(ackId: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})\d{6}/.exec(ackId);
  if (!match) return null;
  const [, year, month, day] = match as unknown as [
    string,
    string,
    string,
    string,
  ];
  const parsed = new Date(Date.UTC(+year, +month - 1, +day));
  return parsed.getUTCMonth() === +month - 1 && parsed.getUTCDate() === +day
    ? `${year}-${month}-${day}`
    : null;
}
