import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import type { ManagedAccount, ManagedUser } from '@edge/contracts';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { useManagedAccount } from '../api/get-managed-account';
import {
  filterAndSortUsers,
  type SortDirection,
  type UserSortKey,
} from '../utils/sort-users';
import { EditProductsDialog } from './edit-products-dialog';
import { GroupsPanel } from './groups-panel';
import { InviteUserDialog } from './invite-user-dialog';
import { SeatsSummary } from './seats-summary';
import { UserGroupsDialog } from './user-groups-dialog';
import type { UserAction } from './user-row-actions';
import {
  AdminRightsDialog,
  PasswordResetDialog,
  UserStatusDialog,
} from './user-status-dialog';
import { UsersTable } from './users-table';

type Open = { kind: 'invite' } | { kind: UserAction; userId: number } | null;

function OpenDialog({
  open,
  account,
  onClose,
}: {
  open: Open;
  account: ManagedAccount;
  onClose: () => void;
}) {
  const accountId = account.account_id;
  if (open?.kind === 'invite') {
    return (
      <InviteUserDialog
        accountId={accountId}
        bought={account.products}
        groups={account.groups}
        onClose={onClose}
      />
    );
  }
  // The user as the list has them now (a change reads the list again).
  const user = open && account.users.find((u) => u.id === open.userId);
  if (!open || !user) return null;
  const props = { accountId, user, onClose };
  switch (open.kind) {
    case 'status':
      return <UserStatusDialog {...props} />;
    case 'reset':
      return <PasswordResetDialog {...props} />;
    case 'products':
      return <EditProductsDialog {...props} bought={account.products} />;
    case 'groups':
      return <UserGroupsDialog {...props} groups={account.groups} />;
    case 'admin':
      return <AdminRightsDialog {...props} />;
  }
}

function AccountUsers({
  account,
  selfId,
}: {
  account: ManagedAccount;
  selfId: number;
}) {
  const [filter, setFilter] = useState('');
  const [sortKey, setSortKey] = useState<UserSortKey>('name');
  const [direction, setDirection] = useState<SortDirection>('asc');
  const [open, setOpen] = useState<Open>(null);
  const users = filterAndSortUsers(account.users, filter, sortKey, direction);
  const isFull = account.seats !== null && account.seats_used >= account.seats;
  const handleSort = (key: UserSortKey) => {
    setDirection(key === sortKey && direction === 'asc' ? 'desc' : 'asc');
    setSortKey(key);
  };
  const handleAction = (kind: UserAction, user: ManagedUser) =>
    setOpen({ kind, userId: user.id });
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        // The groups sit beside the table only where the table keeps room.
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          xl: 'minmax(0, 1fr) 320px',
        },
        alignItems: 'start',
      }}
    >
      <Paper
        variant="outlined"
        component="section"
        aria-label="Users of the account"
        sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
      >
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'center',
            mb: 2,
          }}
        >
          <TextField
            label="Filter by name"
            size="small"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            sx={{ flex: '1 1 220px', maxWidth: 360 }}
          />
          <SeatsSummary used={account.seats_used} seats={account.seats} />
          <Box sx={{ flex: 1 }} />
          <Button
            variant="contained"
            startIcon={<PersonAddAlt1OutlinedIcon />}
            onClick={() => setOpen({ kind: 'invite' })}
            disabled={isFull}
          >
            Invite user
          </Button>
        </Box>
        {isFull && (
          <Typography variant="body2" sx={{ color: 'warning.dark', mb: 1 }}>
            Every seat is taken: disable a user to invite another.
          </Typography>
        )}
        {users.length === 0 ? (
          <Typography
            sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}
          >
            {account.users.length === 0
              ? 'This account has no users yet.'
              : `No user matches '${filter}'.`}
          </Typography>
        ) : (
          <UsersTable
            users={users}
            groups={account.groups}
            sortKey={sortKey}
            direction={direction}
            onSort={handleSort}
            selfId={selfId}
            onAction={handleAction}
          />
        )}
      </Paper>
      <GroupsPanel
        accountId={account.account_id}
        groups={account.groups}
        users={account.users}
      />
      <OpenDialog open={open} account={account} onClose={() => setOpen(null)} />
    </Box>
  );
}

/**
 * Manage Users: the account's users, seats and groups (issue 25 §3).
 * `selfId` is the signed-in administrator, whose own rights stay theirs.
 */
export function ManageUsers({
  accountId,
  selfId,
}: {
  accountId: number;
  selfId: number;
}) {
  const query = useManagedAccount(accountId);
  if (query.isPending) {
    return (
      <Box
        role="status"
        sx={{
          display: 'flex',
          gap: 2,
          alignItems: 'center',
          py: 6,
          justifyContent: 'center',
        }}
      >
        <CircularProgress size={28} />
        <Typography>Loading users…</Typography>
      </Box>
    );
  }
  if (query.isError) {
    return (
      <RetryAlert onRetry={() => void query.refetch()}>
        {query.error.message}
      </RetryAlert>
    );
  }
  return <AccountUsers account={query.data} selfId={selfId} />;
}
