import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ViewColumnIcon from '@mui/icons-material/ViewColumnOutlined';
import {
  FIXED_COLUMN,
  moveColumn,
  toggleColumn,
} from '../../utils/result-columns';

interface ResultsColumnsMenuProps {
  /** Every column of the module, in its default order. */
  columns: readonly { key: string; label: string }[];
  /** The shown ones, in order. */
  keys: readonly string[];
  onChange: (keys: readonly string[]) => void;
  onReset: () => void;
}

/** Which columns the table shows, and in what order. */
export function ResultsColumnsMenu(props: ResultsColumnsMenuProps) {
  const { columns, keys, onChange } = props;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const labelOf = new Map(columns.map((c) => [c.key, c.label]));
  const hidden = columns.filter((c) => !keys.includes(c.key));
  const listed = [
    ...keys.flatMap((key) => {
      const label = labelOf.get(key);
      return label ? [{ key, label }] : [];
    }),
    ...hidden,
  ];
  return (
    <>
      <Button
        size="small"
        startIcon={<ViewColumnIcon />}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Columns
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-label': 'Columns', sx: { p: 2 } },
        }}
      >
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          Columns shown, in order
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {listed.map(({ key, label }) => {
            const position = keys.indexOf(key);
            const isShown = position >= 0;
            const isFixed = key === FIXED_COLUMN;
            return (
              <Box
                component="li"
                key={key}
                sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
              >
                <FormControlLabel
                  sx={{ flex: 1, mr: 1 }}
                  label={isFixed ? `${label} (always first)` : label}
                  control={
                    <Checkbox
                      size="small"
                      checked={isShown}
                      disabled={isFixed}
                      onChange={() => onChange(toggleColumn(keys, key))}
                    />
                  }
                />
                {isShown && !isFixed && (
                  <>
                    <IconButton
                      size="small"
                      aria-label={`Move ${label} earlier`}
                      disabled={position <= 1}
                      onClick={() => onChange(moveColumn(keys, key, -1))}
                    >
                      <ArrowUpwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={`Move ${label} later`}
                      disabled={position >= keys.length - 1}
                      onClick={() => onChange(moveColumn(keys, key, 1))}
                    >
                      <ArrowDownwardIcon fontSize="small" />
                    </IconButton>
                  </>
                )}
              </Box>
            );
          })}
        </Box>
        <Button size="small" sx={{ mt: 1 }} onClick={props.onReset}>
          Back to the default columns
        </Button>
      </Popover>
    </>
  );
}
