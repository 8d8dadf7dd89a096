import { NOTES_PER_USER_MAX } from '@edge/contracts';
import { domainError } from '../../shared/errors';

export const NOTE_ERRORS = {
  // Missing and someone else's alike (STYLE §4).
  NOTE_NOT_FOUND: {
    statusCode: 404,
    message: 'Note not found.',
  },
  NOTE_LIMIT_REACHED: {
    statusCode: 400,
    message: `You can keep up to ${NOTES_PER_USER_MAX.toLocaleString('en-US')} notes. Delete notes you no longer need to add a new one.`,
  },
} as const;

export class NoteError extends domainError(NOTE_ERRORS) {}
