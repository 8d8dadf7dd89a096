import { useCallback, useState, type KeyboardEvent } from 'react';
import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  FAVORITE_COMMENT_MAX,
  type Favorite,
  type Module,
} from '@edge/contracts';
import { Form } from '../../../components/ui/form';
import { FormTextField } from '../../../components/ui/form-text-field';
import { useUpdateFavorite } from '../api/update-favorite';
import { useCommentForm } from '../hooks/use-comment-form';
import { commentErrorOf } from '../utils/comment-errors';

interface FavoriteCommentProps {
  module: Module;
  favorite: Favorite;
}

interface CommentEditorProps extends FavoriteCommentProps {
  onDone: () => void;
}

// A failure keeps what was typed, with the server's words under it.
function commentFormErrorsOf(error: unknown) {
  return { fields: { comment: commentErrorOf(error) } };
}

function CommentEditor({ module, favorite, onDone }: CommentEditorProps) {
  const update = useUpdateFavorite(module);
  const form = useCommentForm(favorite.comment ?? '');
  const draft = useWatch({ control: form.control, name: 'comment' });
  const { isSubmitting } = form.formState;
  const focusOnMount = useCallback(
    (input: HTMLTextAreaElement | null) => input?.focus(),
    [],
  );
  const handleSubmit = async ({ comment }: { comment: string }) => {
    await update.mutateAsync({ id: favorite.id, comment });
    onDone();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') onDone();
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      event.currentTarget.closest('form')?.requestSubmit();
    }
  };
  return (
    <Form
      form={form}
      onSubmit={handleSubmit}
      errorsOf={commentFormErrorsOf}
      sx={{ display: 'grid', gap: 1, minWidth: 260 }}
    >
      <FormTextField
        name="comment"
        inputRef={focusOnMount}
        size="small"
        multiline
        maxRows={4}
        label={`Comment on ${favorite.entity_name}`}
        onKeyDown={handleKeyDown}
        helperText={`${draft.length}/${FAVORITE_COMMENT_MAX}`}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button
          type="submit"
          size="small"
          variant="contained"
          loading={isSubmitting}
        >
          Save
        </Button>
        <Button size="small" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
      </Box>
    </Form>
  );
}

/** A favorite's comment, edited in place: Enter saves, Escape cancels. */
export function FavoriteComment({ module, favorite }: FavoriteCommentProps) {
  const [isEditing, setIsEditing] = useState(false);
  if (isEditing) {
    return (
      <CommentEditor
        module={module}
        favorite={favorite}
        onDone={() => setIsEditing(false)}
      />
    );
  }
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
        onClick={() => setIsEditing(true)}
      >
        <EditOutlinedIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
