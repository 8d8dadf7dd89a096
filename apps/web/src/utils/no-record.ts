// A blank and a zero mean different things: '—' says the source holds no
// row for the company, while 0 is a value the source gave.
export const NO_RECORD_TEXT = '—';
export const NO_RECORD_HINT = 'no record in the source';
