import type { HelpTopic } from './help-types';
import { alertsTopic } from './topics/alerts';
import { companyReports } from './topics/company-reports';
import { exportsTopic } from './topics/exports';
import { favoritesAndNotes } from './topics/favorites-and-notes';
import { keyboard } from './topics/keyboard';
import { resultsAndMap } from './topics/results-and-map';
import { savedSearches } from './topics/saved-searches';
import { searchingCommercialLines } from './topics/searching-commercial-lines';
import { searchingEmployeeBenefits } from './topics/searching-employee-benefits';

/** The help pages, in the order the Support Center lists them. */
export const HELP_TOPICS: readonly HelpTopic[] = [
  searchingCommercialLines,
  searchingEmployeeBenefits,
  savedSearches,
  resultsAndMap,
  companyReports,
  exportsTopic,
  alertsTopic,
  favoritesAndNotes,
  keyboard,
];

export function findHelpTopic(slug: string | undefined): HelpTopic | undefined {
  return HELP_TOPICS.find((topic) => topic.slug === slug);
}
