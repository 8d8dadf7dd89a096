import Box from '@mui/material/Box';
import { getFieldErrors } from '../../../../lib/api-error';

/** A refused search's words: each field's message in a list, else the error's. */
export function ErrorMessages({ error }: { error: Error }) {
  const fields = Object.values(getFieldErrors(error));
  if (fields.length === 0) return error.message;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, textAlign: 'left' }}>
      {fields.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </Box>
  );
}
