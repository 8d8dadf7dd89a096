import {
  defaultEbCriteria,
  defaultPcCriteria,
  SAVED_SEARCH_CRITERIA_SCHEMAS,
  type EbCriteria,
  type Module,
  type PcCriteria,
} from '@edge/contracts';
import { lenientCriteria } from './lenient-criteria';
import { MALFORMED_SUMMARY } from './saved-search-texts';
import { summarizeEbCriteria } from './summarize-eb';
import { summarizePcCriteria } from './summarize-pc';

export const NO_FILTERS_SUMMARY = 'All companies, no filters';

function partsOf(module: Module, criteria: unknown): string[] {
  return module === 'pc'
    ? summarizePcCriteria(criteria as PcCriteria)
    : summarizeEbCriteria(criteria as EbCriteria);
}

// A malformed search still names what it can; its chip says the rest.
function malformedSummary(module: Module, criteria: unknown): string {
  const defaults = module === 'pc' ? defaultPcCriteria() : defaultEbCriteria();
  try {
    const parts = partsOf(module, lenientCriteria(defaults, criteria));
    return parts.length > 0 ? parts.join(' · ') : MALFORMED_SUMMARY;
  } catch {
    return MALFORMED_SUMMARY;
  }
}

/**
 * One line naming what a search looks for, such as
 * 'TX, CA · 50-500 employees · NAICS 23'.
 */
export function summarizeCriteria(module: Module, criteria: unknown): string {
  const parsed = SAVED_SEARCH_CRITERIA_SCHEMAS[module].safeParse(criteria);
  if (!parsed.success) return malformedSummary(module, criteria);
  const parts = partsOf(module, parsed.data);
  return parts.length > 0 ? parts.join(' · ') : NO_FILTERS_SUMMARY;
}
