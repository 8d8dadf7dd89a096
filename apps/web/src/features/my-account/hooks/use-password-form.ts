import { z } from 'zod';
import { passwordChangeSchema } from '@edge/contracts';
import { useZodForm } from '../../../components/ui/form';

/** The contract's rules, and the new password typed twice alike. */
export const passwordFormSchema = passwordChangeSchema
  .extend({ confirm_password: z.string() })
  .refine((values) => values.confirm_password === values.new_password, {
    path: ['confirm_password'],
    message: 'The two new passwords are not the same.',
  });

export const EMPTY_PASSWORDS = {
  current_password: '',
  new_password: '',
  confirm_password: '',
};

export function usePasswordForm() {
  return useZodForm(passwordFormSchema, EMPTY_PASSWORDS);
}
