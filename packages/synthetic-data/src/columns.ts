// Rows are arrays in header order; writers set cells by column name through
// an index built once per header, so a misspelled name does not compile.

export type ColumnIndex<H extends readonly string[]> = {
  readonly [K in H[number]]: number;
};

export function columnIndex<const H extends readonly string[]>(
  header: H,
): ColumnIndex<H> {
  const index: Record<string, number> = {};
  header.forEach((name, i) => {
    index[name] = i;
  });
  return index as ColumnIndex<H>;
}

export function blankRow(header: readonly string[]): string[] {
  return new Array<string>(header.length).fill('');
}

/** '1' when checked, '' otherwise (DOL checkbox columns). */
export function checkbox(value: boolean): string {
  return value ? '1' : '';
}

/** DOL yes/no questions: 1 = yes, 2 = no. */
export function yesNo(value: boolean): string {
  return value ? '1' : '2';
}
