// The saved search being edited on a module home: `?edit=<id>` beside the
// criteria, so a reload (and a trip to the results and back) keeps editing.
export const EDIT_PARAM = 'edit';

/** The id of the saved search being edited, if the address names one. */
export function readEditId(params: URLSearchParams): number | null {
  const text = params.get(EDIT_PARAM);
  if (!text || !/^\d+$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
