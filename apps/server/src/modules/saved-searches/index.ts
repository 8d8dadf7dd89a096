// The saved-searches module's public surface.
export { savedSearchesRoutes } from './saved-searches.routes';
export {
  findRunnableSavedSearch,
  type RunnableSavedSearch,
  type SavedSearchCriteria,
} from './runnable-saved-search';
