import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_TYPES } from '@edge/contracts';
import { PageFrame } from '../../components/layouts/page-frame';
import { DigestPreferences } from '../../features/alerts/components/digest-preferences';
import { authKeys } from '../../features/auth/api/auth-keys';
import { useCurrentUser } from '../../features/auth/api/use-current-user';
import { ApiKeysSection } from '../../features/my-account/components/api-keys-section';
import { PasswordSection } from '../../features/my-account/components/password-section';
import { ProductsSection } from '../../features/my-account/components/products-section';
import { ProfileSection } from '../../features/my-account/components/profile-section';
import { TwoStepSection } from '../../features/my-account/components/two-step-section';
import { useActiveModule } from '../../hooks/use-active-module';
import { MODULE_LABELS } from '../../utils/route-module';

const wide = { gridColumn: { lg: '1 / -1' } };

/** /edge/myaccount/:module: the user's own settings, each its own form. */
export function MyAccountRoute() {
  const user = useCurrentUser();
  const module = useActiveModule('pc');
  const queryClient = useQueryClient();
  return (
    <PageFrame
      eyebrow={MODULE_LABELS[module]}
      title="My Account"
      description={`${user.account_name}: your profile, sign-in and e-mails.`}
    >
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, sm: 3 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={wide}>
          <ProfileSection
            // The header shows the name of the user info.
            onSaved={() =>
              void queryClient.invalidateQueries({ queryKey: authKeys.user() })
            }
          />
        </Box>
        <PasswordSection />
        <DigestPreferences />
        <Box sx={wide}>
          <TwoStepSection />
        </Box>
        <Box sx={wide}>
          <ProductsSection />
        </Box>
        {/* A partner-platform user signs in through the platform: no keys. */}
        {user.account_type !== ACCOUNT_TYPES.PARTNER_PLATFORM && (
          <Box sx={wide}>
            <ApiKeysSection />
          </Box>
        )}
      </Box>
    </PageFrame>
  );
}
