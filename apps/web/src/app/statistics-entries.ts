import type { UserInfo } from '@edge/contracts';
import { useFlag } from '../features/feature-flags/api/get-flag';

/**
 * SPEC §2, §6: whether the navigation offers Statistics (the Tools menu)
 * and Analytics (the main nav) to the user: the flag of their account
 * (decision 0033).
 */
export function useStatisticsEntries(user: UserInfo): boolean {
  return useFlag('statistics-enabled', user.account_id);
}
