import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import {
  ALERT_SORT_CHOICES,
  sortKeyOf,
  sortOfKey,
  type AlertSort,
} from '../utils/alert-filters';

/** The list's order by name: on a phone the column headers are hidden. */
export function AlertSortSelect({
  sort,
  onChange,
}: {
  sort: AlertSort;
  onChange: (sort: AlertSort) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label="Sort by"
      value={sortKeyOf(sort)}
      onChange={(event) => onChange(sortOfKey(event.target.value))}
      sx={{ width: { sm: 200 }, flex: { xs: 1, sm: 'none' } }}
    >
      {ALERT_SORT_CHOICES.map((choice) => (
        <MenuItem key={choice.key} value={choice.key}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
