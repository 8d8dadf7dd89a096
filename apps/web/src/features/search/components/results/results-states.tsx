import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { isApiError } from '../../../../lib/api-error';
import { MessagePanel } from '../../../../components/ui/message-panel';
import { ErrorMessages } from './error-messages';

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
      <ErrorMessages error={error} />
    </MessagePanel>
  );
}
