import TablePagination from '@mui/material/TablePagination';
import { MAX_RESULT_OFFSET, RESULT_PAGE_SIZES } from '@edge/contracts';
import { formatCount } from '@edge/contracts';

interface ResultsPaginationProps {
  total: number;
  /** 1-based, as in the address. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** What the rows count, when not rows: 'Companies 1–25 of 61'. */
  unitLabel?: string;
}

// On a phone the controls wrap onto two lines instead of running off the
// screen: page size on the first, the range and the page buttons after.
const WRAPPING_SX = {
  '& .MuiTablePagination-toolbar': {
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    rowGap: 0.5,
    px: { xs: 1, sm: 2 },
  },
  '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
  '& .MuiTablePagination-input': { mr: { xs: 1, sm: 4 } },
} as const;

/** Page size 5/10/25/50 (SPEC §9) and paging, up to the deepest offset. */
export function ResultsPagination(props: ResultsPaginationProps) {
  const { total, pageSize, unitLabel } = props;
  // Pages start at most MAX_RESULT_OFFSET rows in.
  const reachable = Math.min(total, MAX_RESULT_OFFSET + pageSize);
  return (
    <TablePagination
      component="div"
      count={reachable}
      page={props.page - 1}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...RESULT_PAGE_SIZES]}
      onPageChange={(_, page) => props.onPageChange(page + 1)}
      onRowsPerPageChange={(event) =>
        props.onPageSizeChange(Number(event.target.value))
      }
      labelRowsPerPage={unitLabel ? `${unitLabel} per page` : 'Rows per page'}
      labelDisplayedRows={({ from, to }) =>
        `${unitLabel ? `${unitLabel} ` : ''}${formatCount(from)}–${formatCount(to)} of ${formatCount(total)}`
      }
      showFirstButton
      sx={WRAPPING_SX}
    />
  );
}
