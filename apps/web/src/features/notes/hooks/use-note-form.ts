import { noteBodySchema } from '@edge/contracts';
import { useZodForm } from '../../../components/ui/form';

/** A note's text as the contract takes it: trimmed, 1 to 4,000 characters. */
export const noteFormSchema = noteBodySchema;

export function useNoteForm(initialText: string) {
  return useZodForm(noteFormSchema, { text: initialText });
}
