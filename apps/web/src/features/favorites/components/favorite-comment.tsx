import {
  useCallback,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  FAVORITE_COMMENT_MAX,
  type Favorite,
  type Module,
} from '@edge/contracts';
import { useUpdateFavorite } from '../api/update-favorite';
import { checkComment, commentErrorOf } from '../utils/comment-errors';

interface FavoriteCommentProps {
  module: Module;
  favorite: Favorite;
}

/** A favorite's comment, edited in place: Enter saves, Escape cancels. */
export function FavoriteComment({ module, favorite }: FavoriteCommentProps) {
  // null while the comment is only shown.
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const update = useUpdateFavorite(module);
  const focusOnMount = useCallback(
    (input: HTMLTextAreaElement | null) => input?.focus(),
    [],
  );
  const stopEditing = () => {
    setDraft(null);
    setError(undefined);
  };

  const handleSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    if (draft === null || update.isPending) return;
    const checked = checkComment(draft);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    // A failure keeps what was typed, with the server's words under it.
    update.mutate(
      { id: favorite.id, comment: checked.comment },
      { onSuccess: stopEditing, onError: (e) => setError(commentErrorOf(e)) },
    );
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') stopEditing();
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      handleSubmit();
    }
  };

  if (draft === null) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography
          variant="body2"
          sx={{
            flex: 1,
            whiteSpace: 'pre-line',
            color: favorite.comment ? 'text.primary' : 'text.secondary',
          }}
        >
          {favorite.comment ?? 'No comment'}
        </Typography>
        <IconButton
          size="small"
          aria-label={`Edit comment on ${favorite.entity_name}`}
          onClick={() => setDraft(favorite.comment ?? '')}
        >
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      </Box>
    );
  }
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      sx={{ display: 'grid', gap: 1, minWidth: 260 }}
    >
      <TextField
        inputRef={focusOnMount}
        size="small"
        multiline
        maxRows={4}
        label={`Comment on ${favorite.entity_name}`}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          setError(undefined);
        }}
        onKeyDown={handleKeyDown}
        error={error !== undefined}
        helperText={error ?? `${draft.length}/${FAVORITE_COMMENT_MAX}`}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button
          type="submit"
          size="small"
          variant="contained"
          loading={update.isPending}
        >
          Save
        </Button>
        <Button size="small" onClick={stopEditing} disabled={update.isPending}>
          Cancel
        </Button>
      </Box>
    </Box>
  );
}
