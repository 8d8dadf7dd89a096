import type { MouseEvent } from 'react';
import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import type { TickedRows } from '../../hooks/use-ticked-rows';

// A click on the box ticks; it never reaches the row (which opens details).
const stop = (event: MouseEvent) => event.stopPropagation();

const cellSx = { width: 44, px: 0.5, textAlign: 'center' } as const;

/** The header's box: ticks or unticks every row of the page shown. */
export function TickAllCell({
  ids,
  ticks,
}: {
  ids: readonly string[];
  ticks: TickedRows;
}) {
  const count = ids.filter((id) => ticks.isTicked(id)).length;
  const isAll = ids.length > 0 && count === ids.length;
  return (
    <TableCell padding="checkbox" sx={cellSx}>
      <Checkbox
        size="small"
        checked={isAll}
        indeterminate={count > 0 && !isAll}
        disabled={ids.length === 0}
        onChange={() => ticks.setAll(ids, !isAll)}
        slotProps={{
          input: { 'aria-label': 'Tick every company on this page' },
        }}
      />
    </TableCell>
  );
}

/** A row's box, named after the row. */
export function TickCell({
  id,
  label,
  ticks,
}: {
  id: string;
  label: string;
  ticks: TickedRows;
}) {
  return (
    <TableCell padding="checkbox" sx={cellSx} onClick={stop}>
      <Checkbox
        size="small"
        checked={ticks.isTicked(id)}
        onChange={() => ticks.toggle(id)}
        slotProps={{ input: { 'aria-label': `Tick ${label}` } }}
      />
    </TableCell>
  );
}
