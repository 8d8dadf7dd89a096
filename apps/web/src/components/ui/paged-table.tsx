import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { HorizontalScroll } from './horizontal-scroll';
import { ResultsPagination } from './results-pagination';

/** What a paged table changes: the page, and the page size with it. */
export type PageChange = { page: number; pageSize?: number };

interface PagedTableProps {
  /** Names the table's scrolling region and its loading bar. */
  label: string;
  isUpdating: boolean;
  total: number;
  /** 1-based, as in the address. */
  page: number;
  pageSize: number;
  onChange: (change: PageChange) => void;
  children: ReactNode;
}

/**
 * A server-paged table with its loading bar while the next page comes,
 * sideways scrolling and the page footer (SPEC §9 page sizes); a new page
 * size starts from the first page.
 */
export function PagedTable(props: PagedTableProps) {
  return (
    <>
      <Box sx={{ height: 4 }}>
        {props.isUpdating && (
          <LinearProgress aria-label={`Loading ${props.label.toLowerCase()}`} />
        )}
      </Box>
      <HorizontalScroll label={props.label}>{props.children}</HorizontalScroll>
      <ResultsPagination
        total={props.total}
        page={props.page}
        pageSize={props.pageSize}
        onPageChange={(page) => props.onChange({ page })}
        onPageSizeChange={(pageSize) => props.onChange({ pageSize, page: 1 })}
      />
    </>
  );
}
