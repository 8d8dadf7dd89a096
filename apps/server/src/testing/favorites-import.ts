import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';

const here = dirname(fileURLToPath(import.meta.url));

/** An import file of testing/fixtures. */
export const importFixture = (name: string): Buffer =>
  readFileSync(join(here, 'fixtures', name));

export interface UploadFile {
  name: string;
  content: Buffer;
}

/** A multipart/form-data body as a browser sends it, for inject. */
export async function multipartBody(
  fields: Record<string, string>,
  file?: UploadFile,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([file.content]), file.name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

/** An XLSX workbook of one sheet with these rows, the first the header. */
export async function xlsxOf(rows: readonly unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Favorites');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
