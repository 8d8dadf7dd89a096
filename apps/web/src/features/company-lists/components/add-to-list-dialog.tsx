import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import {
  companyListNameBodySchema,
  formatCount,
  type Module,
} from '@edge/contracts';
import { LoadError, LoadingState } from '../../../components/ui/load-states';
import { paths } from '../../../config/paths';
import { useFocusOnMount } from '../../../hooks/use-focus-on-mount';
import { useAddToList, useSaveList } from '../api/change-lists';
import { useCompanyLists } from '../api/get-lists';

const NEW = 'new';

interface AddToListDialogProps {
  module: Module;
  muns: readonly string[];
  onClose: () => void;
}

/** The ticked companies into a list the user may edit, or a new one. */
export function AddToListDialog({
  module,
  muns,
  onClose,
}: AddToListDialogProps) {
  const titleId = useId();
  const focusOnMount = useFocusOnMount();
  const lists = useCompanyLists(module);
  const save = useSaveList(module, { quiet: true });
  const add = useAddToList(module);
  const editable = (lists.data?.lists ?? []).filter((l) => l.access !== 'read');
  const [choice, setChoice] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const chosen = choice ?? (editable[0] ? String(editable[0].id) : NEW);
  const isPending = save.isPending || add.isPending;

  const handleAdd = async () => {
    setNameError(null);
    let target = editable.find((l) => String(l.id) === chosen);
    if (!target) {
      const parsed = companyListNameBodySchema.safeParse({ name });
      if (!parsed.success) {
        setNameError(parsed.error.issues[0]!.message);
        return;
      }
      try {
        target = await save.mutateAsync({ name: parsed.data.name });
      } catch (error) {
        setNameError((error as Error).message);
        return;
      }
    }
    add.mutate(
      { id: target.id, name: target.name, muns },
      { onSuccess: onClose },
    );
  };

  return (
    <Dialog
      open
      onClose={isPending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>
        Add {formatCount(muns.length)}{' '}
        {muns.length === 1 ? 'company' : 'companies'} to a list
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
        {lists.isPending && <LoadingState label="Loading your lists" />}
        {lists.isError && (
          <LoadError
            error={lists.error}
            what="Your lists"
            onRetry={() => void lists.refetch()}
          />
        )}
        {lists.data && (
          <RadioGroup
            aria-label="List"
            value={chosen}
            onChange={(event) => setChoice(event.target.value)}
          >
            {editable.map((list) => (
              <FormControlLabel
                key={list.id}
                value={String(list.id)}
                control={<Radio />}
                label={`${list.name} (${formatCount(list.companies)})`}
              />
            ))}
            <FormControlLabel
              value={NEW}
              control={<Radio />}
              label="A new list"
            />
          </RadioGroup>
        )}
        {lists.data && chosen === NEW && (
          <TextField
            label="List name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={nameError !== null}
            helperText={nameError ?? ' '}
            inputRef={focusOnMount}
            fullWidth
          />
        )}
        {add.error && (
          <Alert severity="error" role="alert">
            {add.error.message}
          </Alert>
        )}
        <DialogContentText variant="body2">
          See and share your lists on{' '}
          <Link component={RouterLink} to={paths.lists(module)}>
            Lists
          </Link>
          .
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void handleAdd()}
          loading={isPending}
          disabled={!lists.data}
        >
          Add
        </Button>
      </DialogActions>
    </Dialog>
  );
}
