import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { Note } from '@edge/contracts';
import { formatTimestampDate } from '../../../utils/format-timestamp';
import { useUpdateNote } from '../api/update-note';
import { NoteForm } from './note-form';

interface NoteItemProps {
  note: Note;
  onDelete: (note: Note) => void;
}

/** One note: who and when, its text, edited in place. */
export function NoteItem({ note, onDelete }: NoteItemProps) {
  const headingId = useId();
  const [isEditing, setIsEditing] = useState(false);
  const update = useUpdateNote(note.muns);
  const isEdited = note.updated_at !== note.created_at;
  return (
    <Box
      component="li"
      aria-labelledby={headingId}
      sx={{
        py: 1.5,
        display: 'grid',
        gap: 1,
        '& + &': { borderTop: '1px solid', borderColor: 'divider' },
      }}
    >
      <Typography
        id={headingId}
        variant="body2"
        sx={{ color: 'text.secondary' }}
      >
        <Box component="span" sx={{ fontWeight: 700, color: 'text.primary' }}>
          {note.author}
        </Box>{' '}
        · {formatTimestampDate(note.created_at)}
        {isEdited && ` · edited ${formatTimestampDate(note.updated_at)}`}
      </Typography>
      {isEditing ? (
        <NoteForm
          label="Edit note"
          submitLabel="Save"
          initialText={note.text}
          isFocusedOnOpen
          onSubmit={async (text) => {
            await update.mutateAsync({ id: note.id, text });
            setIsEditing(false);
          }}
          onCancel={() => setIsEditing(false)}
        />
      ) : (
        <>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {note.text}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button
              size="small"
              startIcon={<EditOutlinedIcon />}
              aria-describedby={headingId}
              onClick={() => setIsEditing(true)}
            >
              Edit
            </Button>
            <Button
              size="small"
              color="error"
              startIcon={<DeleteOutlineIcon />}
              aria-describedby={headingId}
              onClick={() => onDelete(note)}
            >
              Delete
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}
