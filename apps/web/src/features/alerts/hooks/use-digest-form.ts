import { z } from 'zod';
import type { AlertDigestSettings } from '@edge/contracts';
import { useZodForm } from '../../../components/ui/form';

/** The switch, and the hour as the select holds it ('0' to '23'). */
export const digestFormSchema = z.object({
  enabled: z.boolean(),
  hour: z
    .string()
    .regex(/^\d{1,2}$/, 'Choose an hour.')
    .transform(Number)
    .pipe(z.number().int().min(0).max(23, 'Choose an hour.')),
});

export function useDigestForm(settings: AlertDigestSettings) {
  return useZodForm(digestFormSchema, {
    enabled: settings.enabled,
    hour: String(settings.hour),
  });
}
