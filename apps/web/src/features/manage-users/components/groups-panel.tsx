import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import type { ManagedUser, UserGroup } from '@edge/contracts';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { useDeleteGroup } from '../api/delete-group';
import { GroupMembersDialog } from './group-members-dialog';
import { GroupNameDialog } from './group-name-dialog';

interface GroupsPanelProps {
  accountId: number;
  groups: readonly UserGroup[];
  users: readonly ManagedUser[];
}

type Open =
  | { kind: 'create' }
  | { kind: 'rename' | 'delete' | 'members'; groupId: number }
  | null;

/** The account's groups: create, rename, delete, and who is in each. */
export function GroupsPanel({ accountId, groups, users }: GroupsPanelProps) {
  const [open, setOpen] = useState<Open>(null);
  const remove = useDeleteGroup(accountId);
  const close = () => {
    remove.reset();
    setOpen(null);
  };
  const group =
    open && open.kind !== 'create'
      ? groups.find((g) => g.id === open.groupId)
      : undefined;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="groups-title"
      sx={{ p: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography
          id="groups-title"
          variant="h2"
          component="h2"
          sx={{ flex: 1, fontSize: '1.15rem' }}
        >
          Groups
        </Typography>
        <Button
          startIcon={<AddIcon />}
          onClick={() => setOpen({ kind: 'create' })}
        >
          New group
        </Button>
      </Box>
      {groups.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>
          No groups yet. Groups gather users for the group activity reports.
        </Typography>
      ) : (
        <List dense disablePadding>
          {groups.map((g) => (
            <ListItem
              key={g.id}
              disableGutters
              secondaryAction={
                <Box sx={{ display: 'flex' }}>
                  <Tooltip title="Members">
                    <IconButton
                      aria-label={`Members of ${g.name}`}
                      onClick={() =>
                        setOpen({ kind: 'members', groupId: g.id })
                      }
                    >
                      <GroupOutlinedIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Rename">
                    <IconButton
                      aria-label={`Rename ${g.name}`}
                      onClick={() => setOpen({ kind: 'rename', groupId: g.id })}
                    >
                      <EditOutlinedIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Delete">
                    <IconButton
                      aria-label={`Delete ${g.name}`}
                      onClick={() => setOpen({ kind: 'delete', groupId: g.id })}
                    >
                      <DeleteOutlinedIcon />
                    </IconButton>
                  </Tooltip>
                </Box>
              }
              sx={{ pr: 16 }}
            >
              <ListItemText
                primary={g.name}
                secondary={`${g.member_ids.length} ${g.member_ids.length === 1 ? 'member' : 'members'}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      {open?.kind === 'create' && (
        <GroupNameDialog accountId={accountId} onClose={close} />
      )}
      {open?.kind === 'rename' && group && (
        <GroupNameDialog accountId={accountId} group={group} onClose={close} />
      )}
      {open?.kind === 'members' && group && (
        <GroupMembersDialog
          accountId={accountId}
          group={group}
          users={users}
          onClose={close}
        />
      )}
      {open?.kind === 'delete' && group && (
        <ConfirmDeleteDialog
          title={`Delete ${group.name}?`}
          confirmLabel="Delete"
          isPending={remove.isPending}
          error={remove.error}
          onConfirm={() =>
            remove.mutate(
              { groupId: group.id, name: group.name },
              { onSuccess: close },
            )
          }
          onClose={close}
        >
          The group goes; its {group.member_ids.length} members stay in the
          account.
        </ConfirmDeleteDialog>
      )}
    </Paper>
  );
}
