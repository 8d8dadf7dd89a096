import {
  FAVORITES_IMPORT_MAX_BYTES,
  FAVORITES_IMPORT_MAX_ROWS,
} from '@edge/contracts';
import { domainError } from '../../shared/errors';

const MB = FAVORITES_IMPORT_MAX_BYTES / (1024 * 1024);
const ROWS = FAVORITES_IMPORT_MAX_ROWS.toLocaleString('en-US');

export const FAVORITE_ERRORS = {
  // Missing and someone else's alike (STYLE §4).
  FAVORITE_NOT_FOUND: {
    statusCode: 404,
    message: 'Favorite not found.',
  },
  FAVORITES_IMPORT_NOT_MULTIPART: {
    statusCode: 400,
    message:
      'Send the file as a multipart/form-data upload with the fields file and productCode.',
  },
  FAVORITES_IMPORT_NO_FILE: {
    statusCode: 400,
    message: 'Choose a CSV or XLSX file to import.',
  },
  FAVORITES_IMPORT_TOO_LARGE: {
    statusCode: 400,
    message: `The file is larger than ${MB} MB. Split it into smaller files and import each.`,
  },
  FAVORITES_IMPORT_TOO_MANY_ROWS: {
    statusCode: 400,
    message: `The file has more than ${ROWS} rows. Split it into smaller files and import each.`,
  },
  // An archive or a table that would cost far more memory or time than its
  // upload: a zip bomb, a huge shared string, columns past any real list.
  FAVORITES_IMPORT_TOO_LARGE_UNPACKED: {
    statusCode: 400,
    message: `This file is too large once unpacked. Save only the companies to import (at most ${ROWS} rows, and the columns you need) in a new file and try again.`,
  },
  FAVORITES_IMPORT_UNREADABLE: {
    statusCode: 400,
    message:
      'This file is not a readable CSV or XLSX file. Save it as CSV (comma delimited) or Excel Workbook (.xlsx) and try again.',
  },
  FAVORITES_IMPORT_NO_ID_COLUMN: {
    statusCode: 400,
    message:
      'The file has no Company Name, MUNS or EIN column. Add one of them to the header row (the first row) and try again.',
  },
  FAVORITES_IMPORT_NO_ROWS: {
    statusCode: 400,
    message: 'The file has no companies below its header row.',
  },
} as const;

export class FavoriteError extends domainError(FAVORITE_ERRORS) {}
