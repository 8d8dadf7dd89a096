import { createSavedSearchBodySchema } from '@edge/contracts';
import { useZodForm } from '../../../components/ui/form';

/** The contract's name rule: trimmed, 1 to 100 characters. */
export const savedSearchNameFormSchema = createSavedSearchBodySchema.pick({
  searchName: true,
});

export function useSavedSearchNameForm(initialName: string) {
  return useZodForm(savedSearchNameFormSchema, { searchName: initialName });
}
