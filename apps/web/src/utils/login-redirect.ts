const AUTH_PATHS = ['/edge/login', '/edge/logout', '/edge/login/verify'];

/**
 * The page to return to after sign-in (SPEC §4), from router state. Only
 * in-app paths count: never another origin, never the sign-in pages.
 */
export function readLoginRedirect(state: unknown): string | undefined {
  if (!state || typeof state !== 'object' || !('from' in state))
    return undefined;
  const from = (state as { from: unknown }).from;
  if (
    typeof from !== 'string' ||
    !from.startsWith('/') ||
    from.startsWith('//')
  ) {
    return undefined;
  }
  const path = from.split(/[?#]/)[0] ?? '';
  return AUTH_PATHS.includes(path) ? undefined : from;
}
