import type { ReportSource } from '@edge/contracts';
import { formatDate } from '@edge/contracts';

const YEAR_WORDS = {
  plan: 'plan year',
  fiscal: 'fiscal year',
  calendar: 'year',
} as const;

/**
 * A source as one line: 'OSHA Enforcement Data: Inspections (DOL), fiscal
 * year 2025, as of 11/2/2025' (SPEC §9 dates).
 */
export function formatSource(source: ReportSource): string {
  const parts = [source.label];
  if (source.year !== null) {
    const kind = source.year_kind ? YEAR_WORDS[source.year_kind] : 'year';
    parts.push(`${kind} ${source.year}`);
  }
  if (source.as_of_date) parts.push(`as of ${formatDate(source.as_of_date)}`);
  return parts.join(', ');
}

/** A street address on one line: '1200 N Main St, Columbus, OH 43215'. */
export function formatAddress(place: {
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}): string {
  const region = [place.state, place.zip].filter(Boolean).join(' ');
  return [place.address, place.city, region].filter(Boolean).join(', ');
}
