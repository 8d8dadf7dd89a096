import type { QueryClient } from '@tanstack/react-query';
import { showSnackbar, SNACKBAR_DURATIONS } from '../../../lib/snackbar';
import { confirmSession } from '../api/get-user';
import { getSessionConfirmMessage } from '../utils/auth-messages';

/** Confirms the new session; on failure tells the user why (SPEC §8). */
export async function finishSignIn(client: QueryClient): Promise<boolean> {
  try {
    await confirmSession(client);
    return true;
  } catch (error) {
    showSnackbar({
      message: getSessionConfirmMessage(error),
      durationMs: SNACKBAR_DURATIONS.error,
    });
    return false;
  }
}
