import Button from '@mui/material/Button';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import PersonSearchOutlinedIcon from '@mui/icons-material/PersonSearchOutlined';
import { isApiError } from '../../../../lib/api-error';
import { MessagePanel } from '../../../../components/ui/message-panel';
import { ErrorMessages } from '../results/error-messages';

interface ContactsEmptyProps {
  /** Roles or title words narrow the contacts. */
  hasFilters: boolean;
  onClearFilters: () => void;
}

export function ContactsEmpty({
  hasFilters,
  onClearFilters,
}: ContactsEmptyProps) {
  return (
    <MessagePanel
      level="h3"
      icon={<PersonSearchOutlinedIcon />}
      title={
        hasFilters
          ? 'No contacts with these roles at the search’s companies'
          : 'No contacts on file at the search’s companies'
      }
      actions={
        hasFilters && (
          <Button variant="outlined" onClick={onClearFilters}>
            Show every contact
          </Button>
        )
      }
    >
      {hasFilters
        ? 'Choose other roles, or clear the title words.'
        : 'Edit the search to find other companies.'}
    </MessagePanel>
  );
}

/** The page asked lies past the last company (an old link). */
export function ContactsPastEnd({ onFirstPage }: { onFirstPage: () => void }) {
  return (
    <MessagePanel
      level="h3"
      icon={<PersonSearchOutlinedIcon />}
      title="This page is past the last company"
      actions={
        <Button variant="contained" onClick={onFirstPage}>
          First page
        </Button>
      }
    />
  );
}

interface ContactsErrorProps {
  error: Error;
  onRetry: () => void;
}

export function ContactsError({ error, onRetry }: ContactsErrorProps) {
  const isInvalid = isApiError(error) && error.statusCode === 400;
  return (
    <MessagePanel
      level="h3"
      role="alert"
      icon={<ErrorOutlineIcon />}
      title={
        isInvalid
          ? 'These roles or title words are not valid'
          : 'The contacts could not be loaded'
      }
      actions={
        !isInvalid && (
          <Button variant="contained" onClick={onRetry}>
            Try again
          </Button>
        )
      }
    >
      <ErrorMessages error={error} />
    </MessagePanel>
  );
}
