import { useMemo, type ReactNode } from 'react';
import type { DetailsCompany, Module, ReportSource } from '@edge/contracts';
import {
  useDetailsRows,
  type UseDetailsQuery,
} from '../hooks/use-details-rows';
import type { SortRule } from '../../../utils/table-state';
import { DetailsScreen } from './details-screen';
import { DetailsTable, type DetailsColumn } from './details-table';
import { DetailsTableCard } from './details-table-card';

interface DetailsAnswer {
  company: DetailsCompany;
  sources: ReportSource[];
  total: number;
  rows: readonly unknown[];
}

type RowOf<R extends DetailsAnswer> = R['rows'][number];

/** What a details page lists and how: module-level, one per page. */
export interface DetailsPageConfig<
  F extends string,
  E extends object,
  R extends DetailsAnswer,
> {
  /** What the page lists, as its eyebrow: 'OSHA Inspections'. */
  title: string;
  sortRule: SortRule<F>;
  useRows: UseDetailsQuery<F, E, R>;
  /** Names the table and its scrolling region: 'OSHA inspections'. */
  label: string;
  /** One row, in words: 'inspection'. */
  what: string;
  /** The table's heading: '7 inspections'. */
  heading: (total: number) => string;
  columns: (muns: string) => readonly DetailsColumn<RowOf<R>, F>[];
  rowKey: (row: RowOf<R>) => string;
  /** Above the table: the totals as tiles, or the main address. */
  summary: (data: R) => ReactNode;
  /** Shown instead of the table when there is no row at all. */
  empty: ReactNode;
}

interface DetailsPageProps<
  F extends string,
  E extends object,
  R extends DetailsAnswer,
> {
  page: DetailsPageConfig<F, E, R>;
  muns: string;
  module: Module;
  /** What the endpoint asks besides the table, memoized. */
  extra: E;
  /** Shown above the table, e.g. the inspection a list is narrowed to. */
  filter?: (data: R) => ReactNode;
  /** A page's own panel for some failures; the usual one otherwise. */
  errorPanel?: (error: Error) => ReactNode;
}

/**
 * A details page: the company, where the rows come from, a summary, then
 * one paged, sortable table of rows, with its loading, error and empty states.
 */
export function DetailsPage<
  F extends string,
  E extends object,
  R extends DetailsAnswer,
>({
  page,
  muns,
  module,
  extra,
  filter,
  errorPanel,
}: DetailsPageProps<F, E, R>) {
  const { table, result } = useDetailsRows(
    page.sortRule,
    page.useRows,
    muns,
    extra,
  );
  const { columns: columnsOf } = page;
  const columns = useMemo(() => columnsOf(muns), [columnsOf, muns]);
  return (
    <DetailsScreen
      muns={muns}
      module={module}
      title={page.title}
      result={result}
      errorPanel={errorPanel}
    >
      {(data) => (
        <>
          {page.summary(data)}
          <DetailsTableCard
            title={page.heading(data.total)}
            label={page.label}
            what={page.what}
            total={data.total}
            rowCount={data.rows.length}
            isUpdating={result.isPlaceholderData}
            page={table.state.page}
            pageSize={table.state.pageSize}
            onChange={table.update}
            filter={filter?.(data)}
            empty={page.empty}
          >
            <DetailsTable
              label={page.label}
              columns={columns}
              rows={data.rows}
              rowKey={page.rowKey}
              sort={table.state.sort}
              onSort={table.sortBy}
            />
          </DetailsTableCard>
        </>
      )}
    </DetailsScreen>
  );
}
