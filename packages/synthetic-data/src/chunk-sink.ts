import { csvLine } from './csv-writer';
import { FILE, OUTPUT_FILES } from './files';

// The rows of a block of companies, per output file, before they are written.

export type TruthDataset =
  | 'f5500'
  | 'f5500_sf'
  | 'osha_inspection'
  | 'whd'
  | 'fmcsa_census'
  | 'properties'
  | 'wc_policies'
  | 'contacts'
  | 'firmographics';

export class ChunkSink {
  readonly lines: string[][] = OUTPUT_FILES.map(() => []);
  readonly counts: number[] = OUTPUT_FILES.map(() => 0);
  /** ZIPs that appear in company rows (crime_scores has one row each). */
  readonly zips = new Set<string>();

  /** Adds a row; its fields may be quoted in place. */
  add(file: number, fields: string[]): void {
    this.lines[file]!.push(csvLine(fields));
    this.counts[file]! += 1;
  }

  truth(dataset: TruthDataset, key: string, companyId: string): void {
    this.lines[FILE.truth]!.push(`${dataset},${key},${companyId}\n`);
    this.counts[FILE.truth]! += 1;
  }

  zip(zip: string): void {
    this.zips.add(zip);
  }
}
