/** What a column of an imported file holds. */
export type ImportField =
  'muns' | 'ein' | 'name' | 'address' | 'city' | 'state' | 'zip' | 'comment';

// Header names as brokers' spreadsheets and CRMs write them, compared in
// the form headerKey gives (lower case, single spaces, no punctuation).
const SYNONYMS: Record<ImportField, readonly string[]> = {
  muns: ['muns', 'muns id', 'muns number', 'company id'],
  ein: ['ein', 'fein', 'tax id', 'federal ein', 'federal tax id', 'tin'],
  name: [
    'company',
    'company name',
    'name',
    'business name',
    'account name',
    'account',
    'entity name',
    'legal name',
    'employer name',
    'organization',
  ],
  address: [
    'address',
    'street',
    'street address',
    'address 1',
    'address1',
    'address line 1',
    'mailing address',
    'physical address',
  ],
  city: ['city', 'town'],
  state: ['state', 'st', 'state code', 'province'],
  zip: ['zip', 'zip code', 'zipcode', 'postal code', 'postcode', 'zip5'],
  comment: ['comment', 'comments', 'note', 'notes'],
};

/** A header cell compared without case, punctuation or extra spaces. */
export function headerKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export type ColumnMap = Partial<Record<ImportField, number>>;

/** The column of each field: the first header cell naming it. */
export function mapColumns(header: readonly string[]): ColumnMap {
  const columns: ColumnMap = {};
  header.forEach((cell, index) => {
    const key = headerKey(cell);
    const field = (Object.keys(SYNONYMS) as ImportField[]).find((f) =>
      SYNONYMS[f].includes(key),
    );
    if (field && columns[field] === undefined) columns[field] = index;
  });
  return columns;
}

/** A file can be matched only with a name, muns or EIN column. */
export const hasIdentifyingColumn = (columns: ColumnMap): boolean =>
  columns.name !== undefined ||
  columns.muns !== undefined ||
  columns.ein !== undefined;

export type ImportFields = Partial<Record<ImportField, string>>;

/** The row's trimmed, non-blank value of each mapped field. */
export function fieldsOf(
  columns: ColumnMap,
  cells: readonly string[],
): ImportFields {
  const fields: ImportFields = {};
  for (const [field, index] of Object.entries(columns)) {
    const value = cells[index]?.trim();
    if (value) fields[field as ImportField] = value;
  }
  return fields;
}
