import type { ReportSource } from '../company-reports';
import { formatDate } from '../value-format';

/** 'OSHA Enforcement Data (DOL) · fiscal year 2024 · as of 10/30/2026' */
export function formatSource(source: ReportSource): string {
  const parts = [source.label];
  if (source.year !== null) {
    const kind = source.year_kind ? `${source.year_kind} year` : 'year';
    parts.push(`${kind} ${source.year}`);
  }
  if (source.as_of_date) parts.push(`as of ${formatDate(source.as_of_date)}`);
  return parts.join(' · ');
}

/** One line per dataset, without repeats. */
export function formatSources(sources: readonly ReportSource[]): string[] {
  return [...new Set(sources.map(formatSource))];
}

/** Every dataset in one line, with the latest as-of date among them. */
export function summarizeSources(sources: readonly ReportSource[]): string {
  const labels = [...new Set(sources.map((source) => source.label))];
  const latest = sources
    .map((source) => source.as_of_date ?? '')
    .reduce((a, b) => (b > a ? b : a), '');
  const asOf = latest ? ` · latest as of ${formatDate(latest)}` : '';
  return labels.length > 0 ? `${labels.join(', ')}${asOf}` : '';
}
