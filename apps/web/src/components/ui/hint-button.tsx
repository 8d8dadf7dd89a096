import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';

/** A short explanation behind an info icon; focus shows it too. */
export function HintButton({ label, text }: { label: string; text: string }) {
  return (
    <Tooltip title={text} arrow describeChild>
      <IconButton
        size="small"
        aria-label={label}
        sx={{ color: 'text.secondary' }}
      >
        <InfoOutlinedIcon fontSize="inherit" />
      </IconButton>
    </Tooltip>
  );
}
