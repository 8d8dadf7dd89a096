import CircularProgress from '@mui/material/CircularProgress';
import type { Profile } from '@edge/contracts';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { SettingsSection } from '../../../components/ui/settings-section';
import { useProfile } from '../api/get-profile';
import { ProfileForm } from './profile-form';

/** My Account's profile, with its loading and error states. */
export function ProfileSection({
  onSaved,
}: {
  onSaved?: (profile: Profile) => void;
}) {
  const profile = useProfile();
  let content;
  if (profile.isPending) {
    content = <CircularProgress size={28} aria-label="Loading your profile" />;
  } else if (profile.isError) {
    content = (
      <RetryAlert onRetry={() => void profile.refetch()}>
        Could not load your profile.
      </RetryAlert>
    );
  } else {
    content = <ProfileForm profile={profile.data} onSaved={onSaved} />;
  }
  return (
    <SettingsSection
      id="profile"
      title="Profile"
      description={
        profile.data ? `User name: ${profile.data.username}` : undefined
      }
    >
      {content}
    </SettingsSection>
  );
}
