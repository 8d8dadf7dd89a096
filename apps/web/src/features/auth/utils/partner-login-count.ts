// SPEC §4, §9: arriving from the partner shell is counted; after 2 stored
// counts the error page shows instead of another try. The count is reset
// once a signed-in page renders (decision 0036).
export const PARTNER_LOGIN_LIMIT = 2;
export const PARTNER_LOGIN_WAIT_MS = 3000;
const KEY = 'edge.partnerLoginCount';

function read(storage: Storage): number {
  const value = Number(storage.getItem(KEY));
  return Number.isInteger(value) && value > 0 ? value : 0;
}

/** Counts an arrival; false when 2 were stored (the count is cleared). */
export function countPartnerLogin(storage: Storage = localStorage): boolean {
  try {
    const count = read(storage);
    if (count >= PARTNER_LOGIN_LIMIT) {
      storage.removeItem(KEY);
      return false;
    }
    storage.setItem(KEY, String(count + 1));
  } catch {
    // Storage blocked: no count to keep, so no loop to stop either.
  }
  return true;
}

export function resetPartnerLoginCount(storage: Storage = localStorage): void {
  try {
    storage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
