import { ACCOUNT_TYPES, type UserInfo } from '@edge/contracts';
import { externalLinks, paths } from '../../../config/paths';

export type NavItemKey =
  | 'employee-benefits'
  | 'commercial-lines'
  | 'analytics'
  | 'health-welfare'
  | 'retirement';

export interface MainNavItem {
  key: NavItemKey;
  label: string;
  // In-app route (`to`) or a page of the wider product (`href`).
  to?: string;
  href?: string;
}

// Retirement opens the benefits search scoped to retirement plans (F5500 SF).
export const RETIREMENT_SEARCH_PATH = `${paths.home('eb')}?scope=retirement`;

/** SPEC §2, §6: the Prospecting group, each entry by entitlement. */
export function getProspectingItems(user: UserInfo): MainNavItem[] {
  const items: MainNavItem[] = [];
  const hasLegacy = user.can_access_legacy_hw_ret === '1';
  if (user.products['H-W']) {
    items.push({
      key: 'employee-benefits',
      label: 'Employee Benefits',
      to: paths.home('eb'),
    });
  }
  if (user.products.PC) {
    items.push({
      key: 'commercial-lines',
      label: 'Commercial Lines',
      to: paths.home('pc'),
    });
  }
  if (user.products['A-R']) {
    items.push({
      key: 'analytics',
      label: 'Analytics',
      href: externalLinks.analytics,
    });
  }
  if (hasLegacy) {
    items.push(
      {
        key: 'health-welfare',
        label: 'Health and Welfare',
        href: externalLinks.legacyHealthWelfare,
      },
      { key: 'retirement', label: 'Retirement', to: RETIREMENT_SEARCH_PATH },
    );
  }
  return items;
}

/** SPEC §2: partner-platform users get support from their platform instead. */
export function isSupportCenterVisible(user: UserInfo): boolean {
  return user.account_type !== ACCOUNT_TYPES.PARTNER_PLATFORM;
}
