// Success messages stay as long as the admin ones (SPEC §9: 3 s).
export const NOTE_SNACKBAR_MS = 3000;

export const NOTES_EMPTY =
  'No notes yet. Write down what you learn about this company: only you can see your notes.';
