import { summarizeEbCriteria } from './criteria-summary-eb';
import { summarizePcCriteria } from './criteria-summary-pc';
import type { Module } from './products';
import type { EbCriteria } from './search-eb';
import type { PcCriteria } from './search-pc';

export { summarizeEbCriteria } from './criteria-summary-eb';
export { summarizePcCriteria } from './criteria-summary-pc';

/** What a search with no filter at all is called. */
export const NO_FILTERS_SUMMARY = 'All companies, no filters';

/** Joins a summary's parts on one line, or names a search without filters. */
export function joinSummaryParts(parts: readonly string[]): string {
  return parts.length > 0 ? parts.join(' · ') : NO_FILTERS_SUMMARY;
}

/**
 * One line naming what valid criteria of a module look for, such as
 * 'TX, CA · 50-500 employees · NAICS 23': saved searches show it, and an
 * export keeps it to say what it holds.
 */
export function describeCriteria(
  module: Module,
  criteria: PcCriteria | EbCriteria,
): string {
  return joinSummaryParts(
    module === 'pc'
      ? summarizePcCriteria(criteria as PcCriteria)
      : summarizeEbCriteria(criteria as EbCriteria),
  );
}
