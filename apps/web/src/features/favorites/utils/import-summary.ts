import type { FavoritesImportResult } from '@edge/contracts';

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** The three counts of an import, as a broker reads them. */
export function importSummary(result: FavoritesImportResult) {
  return {
    added: plural(result.added, 'company added', 'companies added'),
    already: plural(result.already, 'already a favorite', 'already favorites'),
    unmatched: plural(
      result.unmatched.length,
      'row not matched',
      'rows not matched',
    ),
  };
}

// Header names a row's company goes by, in the order they are tried.
const NAME_COLUMNS =
  /^(company|company name|name|business name|account name|entity name|legal name)$/i;

/** The company name an unmatched row gives, or '' when it has none. */
export function unmatchedRowLabel(values: Record<string, string>): string {
  const named = Object.entries(values).find(
    ([key, v]) => NAME_COLUMNS.test(key.trim()) && v.trim() !== '',
  );
  return named ? named[1].trim() : '';
}

/** The rest of the row: its place and identifiers, after the name. */
export function unmatchedRowDetails(values: Record<string, string>): string {
  return Object.entries(values)
    .filter(([key, v]) => v.trim() !== '' && !NAME_COLUMNS.test(key.trim()))
    .map(([, v]) => v.trim())
    .join(', ');
}
