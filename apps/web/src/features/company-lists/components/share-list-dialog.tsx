import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type {
  CompanyList,
  CompanyListShareAccess,
  Module,
} from '@edge/contracts';
import { LoadError, LoadingState } from '../../../components/ui/load-states';
import { useShareList } from '../api/change-lists';
import { useColleagues } from '../api/get-lists';

type Choice = CompanyListShareAccess | 'none';

const CHOICES: { value: Choice; label: string }[] = [
  { value: 'none', label: 'Not shared' },
  { value: 'read', label: 'Can read' },
  { value: 'edit', label: 'Can edit' },
];

interface ShareListDialogProps {
  module: Module;
  list: CompanyList;
  onClose: () => void;
}

/** The owner picks, colleague by colleague, who reads or edits the list. */
export function ShareListDialog({
  module,
  list,
  onClose,
}: ShareListDialogProps) {
  const titleId = useId();
  const colleagues = useColleagues(module);
  const share = useShareList(module);
  const [choices, setChoices] = useState<Map<number, Choice>>(
    () => new Map(list.shares.map((s) => [s.id, s.access])),
  );
  const choose = (id: number, choice: Choice) =>
    setChoices((before) => new Map(before).set(id, choice));
  const handleSave = () => {
    // A colleague who left the module or the account is shared no more.
    const listed = new Set(colleagues.data?.users.map((u) => u.id));
    const shares = [...choices]
      .filter(
        (entry): entry is [number, CompanyListShareAccess] =>
          entry[1] !== 'none' && listed.has(entry[0]),
      )
      .map(([user_id, access]) => ({ user_id, access }));
    share.mutate({ id: list.id, shares }, { onSuccess: onClose });
  };
  return (
    <Dialog
      open
      onClose={share.isPending ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Share {list.name}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          Colleagues of your account who hold this module. Readers see the list;
          editors also add and take out companies. Each sees only the companies
          of their own states.
        </DialogContentText>
        {colleagues.isPending && <LoadingState label="Loading colleagues" />}
        {colleagues.isError && (
          <LoadError
            error={colleagues.error}
            what="Your colleagues"
            onRetry={() => void colleagues.refetch()}
          />
        )}
        {colleagues.data?.users.length === 0 && (
          <Typography>
            No other user of your account holds this module yet.
          </Typography>
        )}
        {colleagues.data && colleagues.data.users.length > 0 && (
          <Box
            component="ul"
            aria-label="Colleagues"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 1.5,
              maxHeight: 360,
              overflowY: 'auto',
            }}
          >
            {colleagues.data.users.map((user) => (
              <Box
                component="li"
                key={user.id}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 2,
                  flexWrap: 'wrap',
                  pt: 1,
                }}
              >
                <Box sx={{ flex: 1, minWidth: 160 }}>
                  <Typography sx={{ fontWeight: 600 }}>{user.name}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {user.username}
                  </Typography>
                </Box>
                <TextField
                  select
                  size="small"
                  label={`Access of ${user.name}`}
                  value={choices.get(user.id) ?? 'none'}
                  onChange={(event) =>
                    choose(user.id, event.target.value as Choice)
                  }
                  sx={{ width: 170 }}
                >
                  {CHOICES.map((choice) => (
                    <MenuItem key={choice.value} value={choice.value}>
                      {choice.label}
                    </MenuItem>
                  ))}
                </TextField>
              </Box>
            ))}
          </Box>
        )}
        {share.error && (
          <Alert severity="error" role="alert">
            {share.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={share.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={handleSave}
          loading={share.isPending}
          disabled={!colleagues.data}
        >
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
