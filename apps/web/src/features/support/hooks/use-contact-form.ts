import { supportRequestBodySchema } from '@edge/contracts';
import { useZodForm } from '../../../components/ui/form';

/** The contact form: a subject and a message, checked by the contract. */
export function useContactForm() {
  return useZodForm(supportRequestBodySchema, { subject: '', message: '' });
}
