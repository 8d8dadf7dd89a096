export type AlertBadgeSize = 'small' | 'medium' | 'large';

export interface AlertBadge {
  isVisible: boolean;
  text: string;
  size: AlertBadgeSize;
  accessibleName: string;
}

// SPEC §2: the badge style changes above 9 and again above 99 ('99+').
export function getAlertBadge(count: number): AlertBadge {
  const safe = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  const size: AlertBadgeSize =
    safe > 99 ? 'large' : safe > 9 ? 'medium' : 'small';
  return {
    isVisible: safe > 0,
    text: safe > 99 ? '99+' : String(safe),
    size,
    accessibleName: safe > 0 ? `Alerts, ${safe} new` : 'Alerts',
  };
}
