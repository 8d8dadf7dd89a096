/** Resolves on the event loop's next turn: requests waiting get served. */
export const nextTurn = (): Promise<void> =>
  new Promise((resolve) => setImmediate(resolve));

/**
 * Long work in the request process (an export's job) gives the event loop
 * a turn every `sliceMs` of work, so requests wait at most about that.
 */
export function timeSlices(sliceMs = 10): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await nextTurn();
    since = performance.now();
  };
}
