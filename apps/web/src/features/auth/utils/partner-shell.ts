import {
  PARTNER_SHELL_OPEN_EDGE_PATH,
  partnerLoginRefusalSchema,
  safeRedirectPath,
} from '@edge/contracts';
import { isApiError } from '../../../lib/api-error';
import { leaveApp } from '../../../lib/leave-app';

// SPEC §4: where a partner user returns after the shell signed them in
// again; the landing screen reads it once (decision 0036).
const REDIRECT_KEY = 'edge.partnerRedirect';

export function storePartnerRedirect(path: string | undefined): void {
  const safe = safeRedirectPath(path);
  try {
    if (safe) localStorage.setItem(REDIRECT_KEY, safe);
    else localStorage.removeItem(REDIRECT_KEY);
  } catch {
    // Storage blocked: the shell's own redirect still carries the path.
  }
}

/** The stored redirect URL, forgotten once read. */
export function takePartnerRedirect(): string | null {
  try {
    const value = localStorage.getItem(REDIRECT_KEY);
    localStorage.removeItem(REDIRECT_KEY);
    return safeRedirectPath(value);
  } catch {
    return null;
  }
}

/** The shell's page that opens Edge again at `redirect`. */
export function shellOpenEdgeUrl(shellUrl: string, redirect?: string): string {
  const url = new URL(
    `${shellUrl.replace(/\/$/, '')}${PARTNER_SHELL_OPEN_EDGE_PATH}`,
  );
  const safe = safeRedirectPath(redirect);
  if (safe) url.searchParams.set('redirect', safe);
  return url.toString();
}

/** Renews (or starts) the session through the shell, back at `redirect`. */
export function openEdgeThroughShell(shellUrl: string, redirect?: string) {
  storePartnerRedirect(redirect);
  leaveApp.to(shellOpenEdgeUrl(shellUrl, redirect));
}

/** The shell a refused login names (flag on), or null (decision 0036). */
export function partnerShellOfRefusal(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const refusal = partnerLoginRefusalSchema.safeParse(error.extraData);
  return refusal.success ? (refusal.data.shell_url ?? null) : null;
}
