import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { MessagePanel } from '../../../../components/ui/message-panel';

export function IndustriesLoading() {
  return (
    <MessagePanel
      icon={<CircularProgress size={36} color="secondary" aria-hidden />}
      title="Loading the industries…"
    >
      Counting the companies of every industry in your states.
    </MessagePanel>
  );
}

export function IndustriesError({
  message,
  onRetry,
}: {
  message: string;
  onRetry: () => void;
}) {
  return (
    <MessagePanel
      role="alert"
      icon={<ErrorOutlineIcon />}
      title="The industries could not be loaded"
      actions={
        <Button variant="contained" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {message}
    </MessagePanel>
  );
}

interface IndustriesEmptyProps {
  title: string;
  text: string;
  action: { label: string; onClick: () => void };
}

/** Nothing to list: no match for the text, or no company in the states. */
export function IndustriesEmpty({ title, text, action }: IndustriesEmptyProps) {
  return (
    <MessagePanel
      icon={<SearchOffIcon />}
      title={title}
      actions={
        <Button variant="outlined" onClick={action.onClick}>
          {action.label}
        </Button>
      }
    >
      {text}
    </MessagePanel>
  );
}
