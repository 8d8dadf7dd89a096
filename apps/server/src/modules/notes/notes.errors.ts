import { domainError } from '../../shared/errors';

export const NOTE_ERRORS = {
  // Missing and someone else's alike (STYLE §4).
  NOTE_NOT_FOUND: {
    statusCode: 404,
    message: 'Note not found.',
  },
} as const;

export class NoteError extends domainError(NOTE_ERRORS) {}
