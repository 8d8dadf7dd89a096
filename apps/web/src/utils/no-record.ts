// A blank and a zero mean different things: '—' says the source holds no
// row for the company, while 0 is a value the source gave.
export const NO_RECORD_TEXT = '—';
export const NO_RECORD_HINT = 'no record in the source';

/** The text and hint of a figure the source has no record of. */
export const NO_RECORD = { text: NO_RECORD_TEXT, hint: NO_RECORD_HINT };
