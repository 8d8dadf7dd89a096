import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { SearchSort } from '../../utils/search-modules';
import type { ResultColumn } from './result-column';
import { HorizontalScroll } from '../../../../components/ui/horizontal-scroll';
import { TickAllCell, TickCell } from '../../../../components/ui/tick-cells';
import type { TickedRows } from '../../../../hooks/use-ticked-rows';
import { VISUALLY_HIDDEN } from '../../../../components/ui/visually-hidden';
import { ResultCell } from './result-cell';
import { ResultsTableHead } from './results-table-head';

export interface ResultsTableProps<
  H extends { muns: string; entity_name: string },
> {
  columns: readonly ResultColumn<H>[];
  /** Null while the first page loads (skeleton rows). */
  hits: readonly H[] | null;
  skeletonRows: number;
  /** A newer page is on its way: the current one stays, dimmed. */
  isUpdating: boolean;
  sort: SearchSort | null;
  onSort: (sort: SearchSort) => void;
  selectedMuns: string | null;
  onOpen: (hit: H, row: HTMLElement) => void;
  /** A last column of actions (the favorite star), kept in view. */
  rowActions?: ((hit: H) => ReactNode) | undefined;
  /** A first column of tick boxes (rows to export or act on), if any. */
  ticks?: TickedRows | undefined;
}

// Solid colours: the sticky first cell inherits them over scrolled cells.
const rowSx = {
  cursor: 'pointer',
  bgcolor: '#fff',
  '&.MuiTableRow-hover:hover': { bgcolor: '#f5f7fa' },
  '&.Mui-selected, &.Mui-selected:hover': { bgcolor: '#e6f4f2' },
  '&:focus-visible': {
    outline: '2px solid',
    outlineColor: 'secondary.main',
    outlineOffset: -2,
  },
} as const;

function SkeletonRows({ columns, rows }: { columns: number; rows: number }) {
  return Array.from({ length: rows }, (_, r) => (
    <TableRow key={r}>
      {Array.from({ length: columns }, (_, c) => (
        <TableCell key={c}>
          <Skeleton variant="text" width={c === 0 ? '80%' : '60%'} />
        </TableCell>
      ))}
    </TableRow>
  ));
}

// The actions column stays at the right edge while the table scrolls.
const stickyLastCell = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bgcolor: 'inherit',
  width: 48,
  px: 1,
} as const;

/** The hits of one page; a row opens the company's details (click or Enter). */
export function ResultsTable<H extends { muns: string; entity_name: string }>(
  props: ResultsTableProps<H>,
) {
  const { columns, hits, ticks } = props;
  const handleKeyDown = (hit: H) => (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
    event.preventDefault();
    props.onOpen(hit, event.currentTarget);
  };
  const handleClick = (hit: H) => (event: MouseEvent<HTMLElement>) =>
    props.onOpen(hit, event.currentTarget);
  return (
    <Paper
      variant="outlined"
      sx={{ borderRadius: '12px', overflow: 'hidden', position: 'relative' }}
    >
      <Box sx={{ height: 4 }}>
        {props.isUpdating && (
          <LinearProgress color="secondary" aria-label="Loading results" />
        )}
      </Box>
      <HorizontalScroll label="Results table">
        <Table
          size="small"
          aria-label="Search results"
          aria-busy={hits === null || props.isUpdating}
        >
          <ResultsTableHead
            columns={columns}
            sort={props.sort}
            onSort={props.onSort}
            tickHeader={
              ticks && (
                <TickAllCell
                  ids={hits?.map((hit) => hit.muns) ?? []}
                  ticks={ticks}
                />
              )
            }
            actionsHeader={
              props.rowActions && (
                <TableCell sx={{ ...stickyLastCell, bgcolor: '#f8fafc' }}>
                  <span style={VISUALLY_HIDDEN}>Actions</span>
                </TableCell>
              )
            }
          />
          <TableBody
            sx={{
              opacity: props.isUpdating ? 0.55 : 1,
              transition: 'opacity 150ms',
            }}
          >
            {hits === null ? (
              <SkeletonRows
                columns={
                  columns.length + (props.rowActions ? 1 : 0) + (ticks ? 1 : 0)
                }
                rows={props.skeletonRows}
              />
            ) : (
              hits.map((hit) => (
                <TableRow
                  key={hit.muns}
                  hover
                  selected={hit.muns === props.selectedMuns}
                  tabIndex={0}
                  aria-label={hit.entity_name}
                  onClick={handleClick(hit)}
                  onKeyDown={handleKeyDown(hit)}
                  sx={rowSx}
                >
                  {ticks && (
                    <TickCell
                      id={hit.muns}
                      label={hit.entity_name}
                      ticks={ticks}
                    />
                  )}
                  {columns.map((column, i) => (
                    <ResultCell
                      key={column.key}
                      column={column}
                      hit={hit}
                      isFirst={i === 0}
                    />
                  ))}
                  {props.rowActions && (
                    <TableCell sx={stickyLastCell}>
                      {props.rowActions(hit)}
                    </TableCell>
                  )}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </HorizontalScroll>
    </Paper>
  );
}
