import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

// Export files live in DATA_DIR/exports under random names: a name says
// nothing of its owner or content, and only its export row leads to it.
const NAME = /^[0-9a-f]{32}\.(csv|xlsx|zip|pdf)$/;

export function exportsDir(dataDir: string): string {
  return join(dataDir, 'exports');
}

/** A new random file name with the format's extension. */
export function newExportFileName(extension: string): string {
  return `${randomBytes(16).toString('hex')}.${extension}`;
}

/** The path of a stored file name; a name not of our making is refused. */
export function exportFilePath(dataDir: string, name: string): string {
  if (!NAME.test(name)) throw new Error(`not an export file name: ${name}`);
  return join(exportsDir(dataDir), name);
}

export async function ensureExportsDir(dataDir: string): Promise<void> {
  await mkdir(exportsDir(dataDir), { recursive: true });
}

/** Deletes a file, and the parts a CRM zip was being written from. */
export async function deleteExportFile(
  dataDir: string,
  name: string | null,
): Promise<void> {
  if (!name) return;
  const path = exportFilePath(dataDir, name);
  await rm(path, { force: true });
  await rm(`${path}.parts`, { recursive: true, force: true });
}
