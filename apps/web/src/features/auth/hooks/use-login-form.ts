import { z } from 'zod';
import type { LoginBody } from '@edge/contracts';
import { useZodForm } from '../../../components/ui/form';

// SPEC §5: no client-side field rules; the server decides (its contract,
// loginBodySchema, still bounds the lengths).
export const loginFormSchema = z.object({
  username: z.string(),
  password: z.string(),
}) satisfies z.ZodType<LoginBody>;

export function useLoginForm() {
  return useZodForm(loginFormSchema, { username: '', password: '' });
}
