import { profileUpdateSchema, type Profile } from '@edge/contracts';
import { useZodForm } from '../../../components/ui/form';

export function useProfileForm(profile: Profile) {
  return useZodForm(profileUpdateSchema, {
    first_name: profile.first_name,
    last_name: profile.last_name,
    email: profile.pending_email ?? profile.email,
    phone: profile.phone,
    title: profile.title,
  });
}
