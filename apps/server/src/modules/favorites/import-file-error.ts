import type { FAVORITE_ERRORS } from './favorites.errors';

/** Why a file cannot be read: a code of the favorites error catalogue. */
export type ImportFileErrorCode = Extract<
  keyof typeof FAVORITE_ERRORS,
  | 'FAVORITES_IMPORT_UNREADABLE'
  | 'FAVORITES_IMPORT_NO_ROWS'
  | 'FAVORITES_IMPORT_TOO_MANY_ROWS'
  | 'FAVORITES_IMPORT_TOO_LARGE_UNPACKED'
>;

// The reader runs on a worker thread, which loads neither the catalogue's
// messages nor the shared error classes: it throws a code, and the main
// thread turns it into a FavoriteError.
export class ImportFileError extends Error {
  override name = 'ImportFileError';

  constructor(readonly code: ImportFileErrorCode) {
    super(code);
  }
}

export const unreadable = (): ImportFileError =>
  new ImportFileError('FAVORITES_IMPORT_UNREADABLE');

export const tooLargeUnpacked = (): ImportFileError =>
  new ImportFileError('FAVORITES_IMPORT_TOO_LARGE_UNPACKED');
