import { resetPasswordBodySchema } from '@edge/contracts';
import { useZodForm } from '../../../components/ui/form';

/** The contract's password rule; the token comes from the mailed link. */
export const resetPasswordFormSchema = resetPasswordBodySchema.pick({
  password: true,
});

export function useResetPasswordForm() {
  return useZodForm(resetPasswordFormSchema, { password: '' });
}
