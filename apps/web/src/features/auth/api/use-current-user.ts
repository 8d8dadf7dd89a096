import type { UserInfo } from '@edge/contracts';
import { useUser } from './get-user';

/** The signed-in user, for screens behind the login check (SPEC §4). */
export function useCurrentUser(): UserInfo {
  const { data } = useUser();
  if (!data) throw new Error('useCurrentUser needs a signed-in user');
  return data;
}
