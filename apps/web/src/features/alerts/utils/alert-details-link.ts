import type { AlertItem } from '@edge/contracts';

/**
 * The subscriptions behind a company's alerts on screen, for the details
 * route (SPEC §2 /edge/event_alerts_details/:muns/:subscription_ids).
 */
export function subscriptionIdsOf(
  items: readonly AlertItem[],
  muns: string,
): number[] {
  const ids = items
    .filter((item) => item.muns === muns && item.subscription_id !== null)
    .map((item) => item.subscription_id as number);
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** The route's ids ('12,15'); none, or none readable, means every one. */
export function parseSubscriptionIds(segment: string | undefined): number[] {
  if (!segment) return [];
  const ids = segment
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number)
    .filter((id) => id > 0 && Number.isSafeInteger(id));
  return [...new Set(ids)].slice(0, 100);
}
