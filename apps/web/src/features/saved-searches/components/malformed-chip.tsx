import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import WarningAmberOutlinedIcon from '@mui/icons-material/WarningAmberOutlined';
import { MALFORMED_HINT, MALFORMED_LABEL } from '../utils/saved-search-texts';

/** Marks a saved search whose criteria no longer parse; focusable for its hint. */
export function MalformedChip() {
  return (
    <Tooltip title={MALFORMED_HINT} describeChild arrow>
      <Chip
        tabIndex={0}
        size="small"
        color="warning"
        variant="outlined"
        icon={<WarningAmberOutlinedIcon />}
        label={MALFORMED_LABEL}
        sx={{ fontWeight: 600 }}
      />
    </Tooltip>
  );
}
