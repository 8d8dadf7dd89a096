import { z } from 'zod';
import { mfaBodySchema } from '@edge/contracts';
import { useZodForm } from '../../../components/ui/form';

/** The contract's code, sent without the spaces around it. */
export const mfaFormSchema = z.object({
  code: z.string().trim().pipe(mfaBodySchema.shape.code),
});

export function useMfaForm() {
  return useZodForm(mfaFormSchema, { code: '' });
}
