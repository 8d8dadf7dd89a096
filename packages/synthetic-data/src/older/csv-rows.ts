import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

// Reads back the generator's own CSV files (RFC 4180, LF line endings), the
// header first, one array of fields per record.

const quotes = (text: string) => text.split('"').length - 1;

function parseQuoted(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i]!;
    if (quoted) {
      if (char !== '"') field += char;
      else if (line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

/** The records of a file; a quoted field may span lines. */
export async function* csvRows(path: string): AsyncGenerator<string[]> {
  const lines = createInterface({
    input: createReadStream(path),
    crlfDelay: Infinity,
  });
  let pending: string | null = null;
  for await (const line of lines) {
    const text: string = pending === null ? line : `${pending}\n${line}`;
    if (text.includes('"') && quotes(text) % 2 === 1) {
      pending = text;
      continue;
    }
    pending = null;
    yield text.includes('"') ? parseQuoted(text) : text.split(',');
  }
  if (pending !== null) throw new Error(`${path}: a quoted field never ends`);
}
