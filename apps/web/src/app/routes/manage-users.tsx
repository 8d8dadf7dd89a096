import { useParams } from 'react-router';
import Button from '@mui/material/Button';
import { adminAccess } from '@edge/contracts';
import { ErrorPage } from '../../components/errors/error-page';
import { PageFrame } from '../../components/layouts/page-frame';
import { externalLinks } from '../../config/paths';
import { useCurrentUser } from '../../features/auth/api/use-current-user';
import { ManageUsers } from '../../features/manage-users/components/manage-users';

/** /app/users/ulist/:accountId: needs Manage Users (SPEC §6), else 403. */
export function ManageUsersRoute() {
  const user = useCurrentUser();
  const { accountId } = useParams();
  if (!adminAccess(user).manageUsers) {
    return (
      <ErrorPage
        status={403}
        actions={
          <Button href={externalLinks.supportCenter} variant="outlined">
            Contact support
          </Button>
        }
      />
    );
  }
  return (
    <PageFrame
      eyebrow="Admin"
      title="Manage Users"
      description={`Invite people to ${user.account_name}, choose what each may use, and gather them in groups.`}
      isWide
    >
      <ManageUsers accountId={Number(accountId)} selfId={user.id} />
    </PageFrame>
  );
}
