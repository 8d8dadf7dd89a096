import { hasSupportCenter, type Module, type UserInfo } from '@edge/contracts';
import { paths } from '../../../config/paths';

export type NavItemKey =
  | 'employee-benefits'
  | 'commercial-lines'
  | 'analytics'
  | 'health-welfare'
  | 'retirement';

export interface MainNavItem {
  key: NavItemKey;
  label: string;
  // Every entry is a route of this app.
  to: string;
}

/**
 * Health and Welfare and Retirement open the Benefits search with their
 * filing scope ticked (SPEC §3: F5500 is Welfare, F5500 SF Retirement);
 * the Benefits home turns `?scope=` into those criteria.
 */
export const NAV_SCOPE_PARAM = 'scope';
export const WELFARE_SEARCH_PATH = `${paths.home('eb')}?${NAV_SCOPE_PARAM}=welfare`;
export const RETIREMENT_SEARCH_PATH = `${paths.home('eb')}?${NAV_SCOPE_PARAM}=retirement`;

export interface ProspectingInput {
  // The module on screen: Analytics opens its statistics.
  module: Module;
  // Whether the navigation offers statistics (the account's flag).
  isStatisticsShown: boolean;
}

/** SPEC §2, §6: the Prospecting group, each entry by entitlement. */
export function getProspectingItems(
  user: UserInfo,
  { module, isStatisticsShown }: ProspectingInput,
): MainNavItem[] {
  const items: MainNavItem[] = [];
  // SPEC §6: the legacy links need the flag; both open the Benefits search,
  // which needs the benefits product (SPEC §5).
  const hasLegacy =
    user.can_access_legacy_hw_ret === '1' && Boolean(user.products['H-W']);
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
  // Analytics: the statistics of the module on screen, for the analytics
  // product (A-R) when the statistics flag allows (SPEC §6).
  if (user.products['A-R'] && isStatisticsShown) {
    items.push({
      key: 'analytics',
      label: 'Analytics',
      to: paths.statistics(module),
    });
  }
  if (hasLegacy) {
    items.push(
      {
        key: 'health-welfare',
        label: 'Health and Welfare',
        to: WELFARE_SEARCH_PATH,
      },
      { key: 'retirement', label: 'Retirement', to: RETIREMENT_SEARCH_PATH },
    );
  }
  return items;
}

/** SPEC §2: partner-platform users get support from their platform instead. */
export function isSupportCenterVisible(user: UserInfo): boolean {
  return hasSupportCenter(user.account_type);
}
