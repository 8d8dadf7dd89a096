import {
  ACCOUNT_TYPES,
  getLandingModule,
  SUBCOMPONENT_HEADER,
  SUBCOMPONENTS,
  type Module,
  type UserInfo,
} from '@edge/contracts';
import { getRouteModule } from '../utils/route-module';
import { lastSearchModule } from './search-preference';

// SPEC §7: every request of a partner-platform user names the module on
// screen in X-Subcomponent. Who the user is comes from the User info; it
// is kept for the tab, so the first requests after a reload carry it too.
const KEY = 'edge.partnerUser';

interface PartnerUser {
  landingModule: Module;
}

function read(): PartnerUser | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as unknown;
    return value && typeof value === 'object' && 'landingModule' in value
      ? (value as PartnerUser)
      : null;
  } catch {
    return null;
  }
}

export const isPartnerUser = (user: Pick<UserInfo, 'account_type'>) =>
  user.account_type === ACCOUNT_TYPES.PARTNER_PLATFORM;

/** Keeps (or forgets) whether this tab's user is a partner-platform user. */
export function rememberPartnerUser(user: UserInfo | null): void {
  try {
    if (user && isPartnerUser(user)) {
      const value: PartnerUser = {
        landingModule: getLandingModule(user.products),
      };
      sessionStorage.setItem(KEY, JSON.stringify(value));
    } else {
      sessionStorage.removeItem(KEY);
    }
  } catch {
    // Storage blocked: the header follows the User info of this page only.
  }
}

/**
 * Only the partner shell's sign-in lands on its landing screen: from there
 * on the tab's requests carry the header, before the User info answers.
 */
export function rememberPartnerArrival(redirect: string | null): void {
  if (read()) return;
  const module =
    (redirect && getRouteModule(redirect.split(/[?#]/)[0]!)) || 'pc';
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ landingModule: module }));
  } catch {
    // Storage blocked: the User info sets it for this page.
  }
}

/** The module on screen: the path's, the dashboard's, the last search's. */
function moduleOnScreen(url: URL, fallback: Module): Module {
  const fromQuery = url.searchParams.get('module');
  return (
    getRouteModule(url.pathname) ??
    (fromQuery === 'pc' || fromQuery === 'eb' ? fromQuery : null) ??
    lastSearchModule() ??
    fallback
  );
}

/** The headers a request of this tab's user adds (none for most users). */
export function partnerRequestHeaders(
  href: string = window.location.href,
): Record<string, string> {
  const partner = read();
  if (!partner) return {};
  const module = moduleOnScreen(new URL(href), partner.landingModule);
  return { [SUBCOMPONENT_HEADER]: SUBCOMPONENTS[module] };
}
