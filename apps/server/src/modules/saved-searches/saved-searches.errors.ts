import { SAVED_SEARCHES_PER_MODULE_MAX } from '@edge/contracts';
import { domainError } from '../../shared/errors';

const NAME_TAKEN_MESSAGE =
  'You already have a saved search with this name. Choose another name.';

export const SAVED_SEARCH_ERRORS = {
  // Missing and someone else's alike (STYLE §4).
  SAVED_SEARCH_NOT_FOUND: {
    statusCode: 404,
    message: 'Saved search not found.',
  },
  SAVED_SEARCH_NAME_TAKEN: {
    statusCode: 400,
    message: NAME_TAKEN_MESSAGE,
  },
  SAVED_SEARCH_LIMIT_REACHED: {
    statusCode: 400,
    message: `You can keep up to ${SAVED_SEARCHES_PER_MODULE_MAX} saved searches in this module. Delete one to save a new search.`,
  },
} as const;

export class SavedSearchError extends domainError(SAVED_SEARCH_ERRORS) {}

/** The duplicate-name 400, naming searchName so a form can mark the field. */
export const nameTakenError = () =>
  new SavedSearchError('SAVED_SEARCH_NAME_TAKEN', {
    fields: { searchName: NAME_TAKEN_MESSAGE },
  });
