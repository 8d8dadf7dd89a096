// The search module's public surface.
export { searchRoutes } from './search.routes';
export { criteriaGuard } from './criteria-guard';
export { SearchEngine } from './search-engine';
export {
  companyRows,
  hitsOfRows,
  matchedMuns,
  orderedMatches,
  type MatchedMuns,
  type ModuleCriteria,
  type SearchContext,
} from './search.service';
