import {
  defaultEbCriteria,
  defaultPcCriteria,
  describeCriteria,
  SAVED_SEARCH_CRITERIA_SCHEMAS,
  summarizeEbCriteria,
  summarizePcCriteria,
  type EbCriteria,
  type Module,
  type PcCriteria,
} from '@edge/contracts';
import { lenientCriteria } from './lenient-criteria';
import { MALFORMED_SUMMARY } from './saved-search-texts';

export { NO_FILTERS_SUMMARY } from '@edge/contracts';

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
 * One line naming what a saved search looks for, such as
 * 'TX, CA · 50-500 employees · NAICS 23'.
 */
export function summarizeCriteria(module: Module, criteria: unknown): string {
  const parsed = SAVED_SEARCH_CRITERIA_SCHEMAS[module].safeParse(criteria);
  if (!parsed.success) return malformedSummary(module, criteria);
  return describeCriteria(module, parsed.data);
}
