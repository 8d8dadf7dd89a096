/** A data row of an import file and its line (row number) in the file. */
export interface ImportLine {
  line: number;
  cells: string[];
}

/** The header and the data rows of an import file. */
export interface ImportTable {
  header: string[];
  rows: ImportLine[];
}

export const isBlank = (cells: readonly string[]): boolean =>
  cells.every((cell) => cell.trim() === '');
