import { updateFavoriteBodySchema } from '@edge/contracts';
import { useZodForm } from '../../../components/ui/form';

/** A comment as the contract takes it: trimmed; empty clears it. */
export const commentFormSchema = updateFavoriteBodySchema;

export function useCommentForm(initialComment: string) {
  return useZodForm(commentFormSchema, { comment: initialComment });
}
