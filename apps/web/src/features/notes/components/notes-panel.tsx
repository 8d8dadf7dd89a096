import { useState } from 'react';
import Box from '@mui/material/Box';
import type { Note } from '@edge/contracts';
import { useCreateNote } from '../api/create-note';
import { useNotes } from '../api/get-notes';
import { DeleteNoteDialog } from './delete-note-dialog';
import { NoteForm } from './note-form';
import { NoteItem } from './note-item';
import { NotesEmpty, NotesError, NotesLoading } from './notes-states';

/**
 * The signed-in user's private notes on a company, newest first: add,
 * edit in place, delete (SPEC §4: the notes report).
 */
export function NotesPanel({ muns }: { muns: string }) {
  const notes = useNotes(muns);
  const create = useCreateNote(muns);
  const [deleting, setDeleting] = useState<Note | null>(null);
  let list;
  if (notes.isPending) list = <NotesLoading />;
  else if (notes.isError) {
    list = (
      <NotesError
        message={notes.error.message}
        onRetry={() => void notes.refetch()}
      />
    );
  } else if (notes.data.notes.length === 0) list = <NotesEmpty />;
  else {
    list = (
      <Box
        component="ul"
        aria-label="Notes"
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {notes.data.notes.map((note) => (
          <NoteItem key={note.id} note={note} onDelete={setDeleting} />
        ))}
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <NoteForm
        label="New note"
        submitLabel="Add note"
        clearOnSuccess
        onSubmit={(text) => create.mutateAsync(text)}
      />
      {list}
      {deleting && (
        <DeleteNoteDialog note={deleting} onClose={() => setDeleting(null)} />
      )}
    </Box>
  );
}
