import type { RenderCompanyActions } from './company-actions';
import type { ResultColumn } from './result-column';

/**
 * The company column with what the screen puts under each company's name
 * (the 'Exported by' mark); the other columns as they are.
 */
export function withCompanyNote<
  H extends { muns: string; entity_name: string },
>(
  columns: readonly ResultColumn<H>[],
  note: RenderCompanyActions | undefined,
): readonly ResultColumn<H>[] {
  if (!note) return columns;
  return columns.map((column) =>
    column.key === 'entity_name'
      ? {
          ...column,
          render: (hit: H) => (
            <>
              {column.render(hit)}
              {note(hit)}
            </>
          ),
        }
      : column,
  );
}
