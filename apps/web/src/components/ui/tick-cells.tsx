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
  label = 'Tick every company on this page',
}: {
  ids: readonly string[];
  ticks: TickedRows;
  /** What the box does, for screen readers. */
  label?: string;
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
          input: { 'aria-label': label },
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
  verb = 'Tick',
}: {
  id: string;
  label: string;
  ticks: TickedRows;
  /** The box's name is the verb and the row's label: 'Tick Acme'. */
  verb?: string;
}) {
  return (
    <TableCell padding="checkbox" sx={cellSx} onClick={stop}>
      <Checkbox
        size="small"
        checked={ticks.isTicked(id)}
        onChange={() => ticks.toggle(id)}
        slotProps={{ input: { 'aria-label': `${verb} ${label}` } }}
      />
    </TableCell>
  );
}
