import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import LocationOffOutlinedIcon from '@mui/icons-material/LocationOffOutlined';
import type { MapPointsResponse } from '@edge/contracts';
import { formatCount } from '@edge/contracts';

interface MapHeaderProps {
  answer: MapPointsResponse | undefined;
  /** Points whose coordinates fall outside the drawn map. */
  outside: number;
  isListOpen: boolean;
  onToggleList: () => void;
}

const companies = (n: number) =>
  `${formatCount(n)} ${n === 1 ? 'company' : 'companies'}`;

function headline(answer: MapPointsResponse | undefined): string {
  if (!answer) return 'Loading the map…';
  const shown = answer.points.length;
  if (answer.truncated) {
    return `Showing ${formatCount(shown)} of ${formatCount(answer.total)} companies on the map; narrow the search to see all`;
  }
  return `${companies(shown)} on the map`;
}

/** What the map shows of the search, notes on what it leaves out. */
export function MapHeader(props: MapHeaderProps) {
  const { answer, outside } = props;
  // When capped, the server does not say how many have no coordinates.
  const noLocation =
    answer && !answer.truncated ? answer.total - answer.points.length : 0;
  const notes = [
    noLocation > 0 &&
      `${companies(noLocation)} ${noLocation === 1 ? 'has' : 'have'} no location`,
    outside > 0 &&
      `${companies(outside)} ${outside === 1 ? 'is' : 'are'} outside the area drawn`,
  ].filter(Boolean);
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1.25,
        borderBottom: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Box sx={{ mr: 'auto', minWidth: 0 }} aria-live="polite">
        <Typography
          variant="subtitle2"
          component="p"
          sx={{
            fontVariantNumeric: 'tabular-nums',
            color: answer?.truncated ? 'warning.dark' : 'text.primary',
          }}
        >
          {headline(answer)}
        </Typography>
        {notes.length > 0 && (
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
            }}
          >
            <LocationOffOutlinedIcon sx={{ fontSize: 16 }} aria-hidden />
            {notes.join('; ')}
          </Typography>
        )}
      </Box>
      <Button
        size="small"
        variant={props.isListOpen ? 'contained' : 'outlined'}
        startIcon={<FormatListBulletedIcon />}
        aria-pressed={props.isListOpen}
        onClick={props.onToggleList}
      >
        Companies in view
      </Button>
    </Box>
  );
}
