import { z } from 'zod';
import { useZodForm } from '../../../components/ui/form';
import type { ForgotPasswordInput } from '../api/forgot-password';

// SPEC §5: no client-side field rules; the server decides.
export const forgotPasswordFormSchema = z.object({
  lostUsername: z.boolean(),
  lostPassword: z.boolean(),
  username: z.string(),
  email: z.string(),
}) satisfies z.ZodType<ForgotPasswordInput>;

export function useForgotPasswordForm() {
  return useZodForm(forgotPasswordFormSchema, {
    lostUsername: false,
    lostPassword: false,
    username: '',
    email: '',
  });
}
