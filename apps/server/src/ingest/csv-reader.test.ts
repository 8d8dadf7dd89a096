import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CsvReader, type CsvRecord } from './csv-reader';
import { readCsv, type CsvEvent } from './csv-source';

function readAll(text: string): CsvRecord[] {
  const reader = new CsvReader();
  return [...reader.push(text), ...reader.end()];
}

function readInChunks(text: string, size: number): CsvRecord[] {
  const reader = new CsvReader();
  const records: CsvRecord[] = [];
  for (let i = 0; i < text.length; i += size) {
    records.push(...reader.push(text.slice(i, i + size)));
  }
  return [...records, ...reader.end()];
}

const fieldsOf = (records: CsvRecord[]) =>
  records.map((record) => ('fields' in record ? record.fields : record.error));

const linesOf = (records: CsvRecord[]) => records.map((record) => record.line);

// Every case the reader handles, in one input.
const TRICKY_FILE = [
  '\uFEFFID,NAME , NOTE',
  '1,"Acme, Inc.","say ""hi"""',
  '',
  '2,5" PIPE,"two\r\nlines\nand\rthree"',
  '3,"abc"def,x',
  '\r\n4, spaced ,',
  '5,"",""""',
  '6,Zoë,日本🙂',
  '7,"open',
].join('\r\n');

describe('csv reader', () => {
  it('should split records and number them from the header, line 1', () => {
    const records = readAll('A,B\n1,x\n2,y\n');
    expect(records).toEqual([
      { line: 1, fields: ['A', 'B'], raw: 'A,B' },
      { line: 2, fields: ['1', 'x'], raw: '1,x' },
      { line: 3, fields: ['2', 'y'], raw: '2,y' },
    ]);
  });

  it('should drop a BOM only at the very start of the input', () => {
    const reader = new CsvReader();
    expect(reader.push('')).toEqual([]);
    expect(fieldsOf(reader.push('\uFEFFA,B\n\uFEFFx,y\n'))).toEqual([
      ['A', 'B'],
      ['\uFEFFx', 'y'],
    ]);
  });

  it('should end records at \\r\\n, \\n and a lone \\r', () => {
    const records = readAll('a\r\nb\nc\rd');
    expect(fieldsOf(records)).toEqual([['a'], ['b'], ['c'], ['d']]);
    expect(linesOf(records)).toEqual([1, 2, 3, 4]);
  });

  it('should skip empty lines but count them when numbering lines', () => {
    const records = readAll('H\n\n\r\n\rx\r\n\r\ny\n\n');
    expect(fieldsOf(records)).toEqual([['H'], ['x'], ['y']]);
    expect(linesOf(records)).toEqual([1, 5, 7]);
  });

  it('should keep a line of only commas or spaces as a record', () => {
    expect(fieldsOf(readAll(',\n \n'))).toEqual([['', ''], [' ']]);
  });

  it('should read quoted fields with commas, doubled quotes and newlines', () => {
    const records = readAll('"a,b","say ""hi""","",""""\n"x\ny",z\n');
    expect(fieldsOf(records)).toEqual([
      ['a,b', 'say "hi"', '', '"'],
      ['x\ny', 'z'],
    ]);
  });

  it('should number a record by its first line when fields hold newlines', () => {
    const text = 'H\n1,"a\r\nb\nc\rd"\n2,"\n\n"\n3\n';
    const records = readAll(text);
    expect(fieldsOf(records)).toEqual([
      ['H'],
      ['1', 'a\r\nb\nc\rd'],
      ['2', '\n\n'],
      ['3'],
    ]);
    expect(linesOf(records)).toEqual([1, 2, 6, 9]);
  });

  it('should keep a quote inside an unquoted field as a character', () => {
    expect(fieldsOf(readAll('5" PIPE,a"b"c,x "y"\n'))).toEqual([
      ['5" PIPE', 'a"b"c', 'x "y"'],
    ]);
  });

  it('should not trim fields', () => {
    expect(fieldsOf(readAll(' a , "b" ,\t\n'))).toEqual([
      [' a ', ' "b" ', '\t'],
    ]);
  });

  it('should give each record its exact text without the line terminator', () => {
    const records = readAll('a,"b\r\nc"\r\nd,"e"""\r\n');
    expect(records.map((record) => record.raw)).toEqual([
      'a,"b\r\nc"',
      'd,"e"""',
    ]);
  });

  it('should return the last record at the end when no newline ends it', () => {
    const reader = new CsvReader();
    expect(reader.push('H\na,')).toEqual([
      { line: 1, fields: ['H'], raw: 'H' },
    ]);
    expect(reader.end()).toEqual([{ line: 2, fields: ['a', ''], raw: 'a,' }]);
  });

  it('should make a record an error and go on when text follows a closing quote', () => {
    const records = readAll('H\n1,"abc"def,"x\ny"\n2,"a\nb" ,c\n3,ok\n');
    expect(records).toEqual([
      { line: 1, fields: ['H'], raw: 'H' },
      {
        line: 2,
        error: 'unreadable CSV record: text after a closing quote',
        raw: '1,"abc"def,"x',
      },
      { line: 3, fields: ['y"'], raw: 'y"' },
      {
        line: 4,
        error: 'unreadable CSV record: text after a closing quote',
        raw: '2,"a\nb" ,c',
      },
      { line: 6, fields: ['3', 'ok'], raw: '3,ok' },
    ]);
  });

  it('should report a quote left open at the end of input as one error', () => {
    expect(readAll('H\n1,"abc\n2,x\n')).toEqual([
      { line: 1, fields: ['H'], raw: 'H' },
      {
        line: 2,
        error: 'unreadable CSV record: unclosed quote at end of input',
        raw: '1,"abc\n2,x\n',
      },
    ]);
  });

  it('should report a quote left open in a huge input as one error', () => {
    const text = 'H\n1,"' + 'x,y\n'.repeat(1_000_000);
    const records = readInChunks(text, 65_536);
    expect(records).toHaveLength(2);
    expect(records[1]).toMatchObject({
      line: 2,
      error: 'unreadable CSV record: unclosed quote at end of input',
    });
    expect(records[1]?.raw.startsWith('1,"x,y\nx,y\n')).toBe(true);
    expect(records[1]?.raw.length).toBeLessThan(text.length / 2);
  });

  it('should make a record too long to hold an error and number the next', () => {
    const text = 'H\n"' + 'x\n'.repeat(1_000_000) + '",y\nz\n';
    const records = readInChunks(text, 65_536);
    expect(fieldsOf(records)).toEqual([
      ['H'],
      'unreadable CSV record: longer than 1048576 characters',
      ['z'],
    ]);
    expect(linesOf(records)).toEqual([1, 2, 1_000_003]);
  });

  it('should read a long quoted field spread over many chunks', () => {
    const long = 'ab,"\r\n'.repeat(20_000);
    const quoted = `"${long.replaceAll('"', '""')}"`;
    const records = readInChunks(`${quoted},x\ny\n`, 4096);
    expect(fieldsOf(records)).toEqual([[long, 'x'], ['y']]);
    expect(linesOf(records)).toEqual([1, 20_002]);
  });

  it('should read the same records whatever the chunk boundaries', () => {
    const whole = readAll(TRICKY_FILE);
    expect(whole).toHaveLength(8);
    for (let size = 1; size <= 7; size += 1) {
      expect(readInChunks(TRICKY_FILE, size)).toEqual(whole);
    }
  });

  it.each([
    ['\n', 'LF'],
    ['\r\n', 'CRLF'],
  ])('should read the fields csv-parse reads, with %j (%s)', (newline) => {
    const text = generateTrickyCsv(newline, 500);
    const expected = parse(text, {
      bom: true,
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as string[][];
    expect(expected.length).toBeGreaterThan(400);
    expect(fieldsOf(readAll(text))).toEqual(expected);
    expect(fieldsOf(readInChunks(text, 5))).toEqual(expected);
  });
});

describe('readCsv', () => {
  it('should decode a character split across chunks and keep the raw text', async () => {
    const bytes = Buffer.from('NAME ,CITY\nZoë,"São, Paulo"\n"x"y\n');
    const split = bytes.indexOf(Buffer.from('ë')) + 1;
    const chunks = [bytes.subarray(0, split), bytes.subarray(split)];
    const seen: Buffer[] = [];
    const events: CsvEvent[] = [];
    for await (const event of readCsv(Readable.from(chunks), (chunk) => {
      seen.push(chunk);
    })) {
      events.push(event);
    }
    expect(Buffer.concat(seen)).toEqual(bytes);
    expect(events).toEqual([
      { kind: 'header', fields: ['NAME', 'CITY'] },
      {
        kind: 'row',
        line: 2,
        fields: ['Zoë', 'São, Paulo'],
        raw: 'Zoë,"São, Paulo"',
      },
      {
        kind: 'bad',
        line: 3,
        reason: 'unreadable CSV record: text after a closing quote',
        raw: '"x"y',
      },
    ]);
  });
});

// Values that test a CSV reader, written quoted when RFC 4180 needs it, and
// some with a quote inside left unquoted, as agencies write them.
const VALUES = [
  '',
  'plain',
  'a,b',
  'say "hi"',
  'two\nlines',
  'crlf\r\nline',
  'lone\rreturn',
  '"',
  ',',
  ' spaced ',
  'Zoë Ünïcødé',
  '日本語 🙂',
];
const RELAXED = ['5" PIPE', 'a"b', 'x ""y""'];

function generateTrickyCsv(newline: string, records: number): string {
  // A fixed pseudo-random sequence, so a failure can be replayed.
  let seed = 7;
  const random = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed % n;
  };
  const quote = (value: string) =>
    /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
  const lines = ['\uFEFFID,VALUE,OTHER'];
  for (let i = 0; i < records; i += 1) {
    const fields = Array.from({ length: 1 + random(5) }, () =>
      random(6) === 0
        ? (RELAXED[random(RELAXED.length)] ?? '')
        : quote(VALUES[random(VALUES.length)] ?? ''),
    );
    lines.push(fields.join(','));
    if (random(20) === 0) lines.push('');
  }
  return lines.join(newline) + newline;
}
