import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { getFieldErrors, isApiError } from '../../../../lib/api-error';
import { MessagePanel } from '../../../../components/ui/message-panel';

export function ResultsEmpty({ editHref }: { editHref: string }) {
  return (
    <MessagePanel
      icon={<SearchOffIcon />}
      title="No companies match this search"
      actions={
        <Button component={RouterLink} to={editHref} variant="contained">
          Edit search
        </Button>
      }
    >
      Try fewer filters, more states, or a wider employee range.
    </MessagePanel>
  );
}

interface ResultsErrorProps {
  error: Error;
  editHref: string;
  onRetry: () => void;
}

export function ResultsError({ error, editHref, onRetry }: ResultsErrorProps) {
  const fields = Object.values(getFieldErrors(error));
  const isInvalid = isApiError(error) && error.statusCode === 400;
  return (
    <MessagePanel
      role="alert"
      icon={<ErrorOutlineIcon />}
      title={
        isInvalid
          ? 'This search has values that are not valid'
          : 'The results could not be loaded'
      }
      actions={
        <>
          <Button
            component={RouterLink}
            to={editHref}
            variant={isInvalid ? 'contained' : 'outlined'}
          >
            Edit search
          </Button>
          {!isInvalid && (
            <Button variant="contained" onClick={onRetry}>
              Try again
            </Button>
          )}
        </>
      }
    >
      {fields.length > 0 ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5, textAlign: 'left' }}>
          {fields.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </Box>
      ) : (
        error.message
      )}
    </MessagePanel>
  );
}
