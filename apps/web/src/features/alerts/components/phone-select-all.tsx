import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { AlertItem } from '@edge/contracts';
import type { TickedRows } from '../../../hooks/use-ticked-rows';

/** A phone hides the table's header, and its box: this one stands in. */
export function PhoneSelectAll({
  items,
  ticks,
}: {
  items: readonly AlertItem[];
  ticks: TickedRows;
}) {
  const ids = items.map((item) => String(item.id));
  const count = ids.filter((id) => ticks.isTicked(id)).length;
  const isAll = ids.length > 0 && count === ids.length;
  return (
    <FormControlLabel
      label="Select all"
      sx={{ display: { xs: 'flex', sm: 'none' }, mr: 0 }}
      control={
        <Checkbox
          size="small"
          checked={isAll}
          indeterminate={count > 0 && !isAll}
          onChange={() => ticks.setAll(ids, !isAll)}
        />
      }
    />
  );
}
