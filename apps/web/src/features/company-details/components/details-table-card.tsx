import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  PagedTable,
  type PageChange,
} from '../../../components/ui/paged-table';
import { PastLastPage } from './details-states';

interface DetailsTableCardProps {
  /** The heading: '7 inspections'. */
  title: string;
  /** Names the table and its scrolling region. */
  label: string;
  /** One row, in words: 'inspection'. */
  what: string;
  total: number;
  rowCount: number;
  isUpdating: boolean;
  page: number;
  pageSize: number;
  onChange: (change: PageChange) => void;
  /** Shown above the table, e.g. the inspection a list is narrowed to. */
  filter?: ReactNode;
  /** Shown instead of the table when there is no row at all. */
  empty: ReactNode;
  children: ReactNode;
}

/** The page's table with its count, its pages, and its empty states. */
export function DetailsTableCard(props: DetailsTableCardProps) {
  let body: ReactNode;
  if (props.total === 0) body = props.empty;
  else if (props.rowCount === 0) {
    body = (
      <PastLastPage
        what={props.what}
        onFirstPage={() => props.onChange({ page: 1 })}
      />
    );
  } else {
    body = (
      <PagedTable
        label={props.label}
        isUpdating={props.isUpdating}
        total={props.total}
        page={props.page}
        pageSize={props.pageSize}
        onChange={props.onChange}
      >
        {props.children}
      </PagedTable>
    );
  }
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="details-table-title"
      aria-busy={props.isUpdating}
      sx={{
        borderRadius: '12px',
        p: 2.5,
        display: 'grid',
        // One column no wider than the card: a wide table scrolls inside.
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 1,
        minWidth: 0,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1.5,
        }}
      >
        <Typography id="details-table-title" variant="h2" sx={{ fontSize: 20 }}>
          {props.title}
        </Typography>
        {props.filter}
      </Box>
      {body}
    </Paper>
  );
}
