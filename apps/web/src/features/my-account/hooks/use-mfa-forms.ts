import { mfaConfirmSchema, mfaDisableSchema } from '@edge/contracts';
import { useZodForm } from '../../../components/ui/form';

export function useMfaConfirmForm() {
  return useZodForm(mfaConfirmSchema, { code: '' });
}

export function useMfaPasswordForm() {
  return useZodForm(mfaDisableSchema, { password: '' });
}
