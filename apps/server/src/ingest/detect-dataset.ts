import type { DatasetName } from '../data-model/datasets';
import type { DatasetDefinition } from './datasets/types';

/** A file refused before any write, with the reason for the user. */
export class RefusedFileError extends Error {
  override name = 'RefusedFileError';
}

const missingFrom = (definition: DatasetDefinition, header: Set<string>) =>
  definition.required.filter((column) => !header.has(column.toUpperCase()));

/**
 * The dataset of a header row: the one whose required columns are all
 * there (the most specific when several are), or the forced one. Refuses
 * with the missing columns of the closest dataset.
 */
export function detectDataset(
  fileName: string,
  headerFields: readonly string[],
  definitions: readonly DatasetDefinition[],
  forced?: DatasetName,
): DatasetDefinition {
  const header = new Set(headerFields.map((field) => field.toUpperCase()));
  if (forced) {
    const definition = definitions.find((d) => d.name === forced)!;
    const missing = missingFrom(definition, header);
    if (missing.length > 0) {
      throw new RefusedFileError(
        `${fileName} is not a ${definition.title} file: missing columns ${missing.join(', ')}`,
      );
    }
    return definition;
  }
  const ranked = definitions
    .map((definition) => ({
      definition,
      missing: missingFrom(definition, header),
    }))
    .sort(
      (a, b) =>
        a.missing.length - b.missing.length ||
        b.definition.required.length - a.definition.required.length,
    );
  const best = ranked[0]!;
  if (best.missing.length === 0) return best.definition;
  throw new RefusedFileError(
    `${fileName} is not a file of any known dataset; closest is ${best.definition.title}, missing columns ${best.missing.join(', ')}`,
  );
}
