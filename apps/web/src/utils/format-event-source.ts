import type { EventSource } from '@edge/contracts';
import { formatCalendarDate } from './format-calendar-date';

/**
 * Where an event came from, in one line: the dataset's title, its file, the
 * year and the as-of date ('OSHA inspections · osha_2026.csv · 2026 · as of
 * 3/1/2026').
 */
export function formatEventSource(source: EventSource): string {
  const asOf = formatCalendarDate(source.as_of_date);
  return [
    source.title,
    source.file_name,
    source.year === null ? null : String(source.year),
    asOf ? `as of ${asOf}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
