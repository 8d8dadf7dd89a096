// Success messages stay as long as the admin ones (SPEC §9: 3 s).
export const SAVED_SEARCH_SNACKBAR_MS = 3000;

export const MALFORMED_LABEL = 'Needs review';
export const MALFORMED_HINT =
  'This search was saved with criteria that are no longer valid, so it cannot be run or edited. You can rename or delete it.';
export const MALFORMED_SUMMARY = 'Criteria that can no longer be read';
