import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatCount } from '@edge/contracts';

export interface SummaryItem {
  index: number;
  muns: string;
  name: string;
  place: string | null;
}

interface MapSummaryListProps {
  items: readonly SummaryItem[];
  /** All companies in view (the list holds the first ones). */
  count: number;
  selectedMuns: string | null;
  onOpen: (index: number, element: HTMLElement) => void;
}

function countLine(shown: number, count: number): string {
  if (count === 0) return 'No companies in this part of the map.';
  const inView = `${formatCount(count)} ${count === 1 ? 'company' : 'companies'} in view`;
  return shown < count
    ? `${inView}; the first ${shown} are listed.`
    : `${inView}.`;
}

/** SPEC §2 map summary list: the companies in the current view. */
export function MapSummaryList(props: MapSummaryListProps) {
  const { items, count, selectedMuns, onOpen } = props;
  return (
    <Box
      component="section"
      aria-label="Companies in view"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: 0,
        minWidth: 0,
        borderLeft: { md: '1px solid' },
        borderTop: { xs: '1px solid', md: 'none' },
        borderColor: { xs: 'divider', md: 'divider' },
        maxHeight: { xs: 360, md: 'none' },
      }}
    >
      <Box sx={{ px: 2, pt: 1.5, pb: 1 }}>
        <Typography variant="subtitle2" component="h3">
          Companies in view
        </Typography>
        <Typography
          variant="body2"
          role="status"
          sx={{ color: 'text.secondary' }}
        >
          {countLine(items.length, count)}
        </Typography>
      </Box>
      <List dense disablePadding sx={{ overflowY: 'auto', flex: 1 }}>
        {items.map((item) => (
          <ListItemButton
            key={item.muns}
            selected={item.muns === selectedMuns}
            onClick={(event) => onOpen(item.index, event.currentTarget)}
            sx={{
              px: 2,
              '&.Mui-selected': { bgcolor: '#e6f4f2' },
              '&.Mui-focusVisible': {
                outline: '2px solid',
                outlineColor: 'secondary.main',
                outlineOffset: -2,
              },
            }}
          >
            <ListItemText
              primary={item.name}
              secondary={item.place}
              slotProps={{
                primary: { noWrap: true },
                secondary: { noWrap: true },
              }}
            />
          </ListItemButton>
        ))}
      </List>
    </Box>
  );
}
