import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { PartnerLoginPolicy } from '../auth/index';
import { isFlagOn } from '../feature-flags/index';

/**
 * SPEC §9 redirect-partner-domain (on by default): a partner-platform user
 * at the login form is sent to the shell when the flag is on for their
 * account; with it off the form only says where they sign in.
 */
export function partnerLoginPolicy(db: Db, config: Config): PartnerLoginPolicy {
  return {
    async refusal(accountId) {
      const shellUrl = config.partnerShellUrl;
      if (!shellUrl) return {};
      const isRedirect = await isFlagOn(
        db,
        accountId,
        'redirect-partner-domain',
      );
      return isRedirect ? { shell_url: shellUrl } : {};
    },
  };
}
