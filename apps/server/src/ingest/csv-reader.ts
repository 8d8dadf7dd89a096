// The importer's CSV reader (RFC 4180, relaxed like csv-parse's relax_quotes),
// written for speed: a line without a quote, most of an agency file, is split
// natively; quoted fields are scanned with indexOf; a record cut by a chunk's
// end resumes where it stopped instead of being read again.

export type CsvRecord =
  | { line: number; fields: string[]; raw: string }
  | { line: number; error: string; raw: string };

// An unclosed quote swallows the rest of the file. Past this length a record
// is still scanned to its end, but its text is no longer held: one bad quote
// in a huge file is one error record, not an out-of-memory crash.
const MAX_RECORD_LENGTH = 2 ** 20;

const UNREADABLE = 'unreadable CSV record: ';

// Where the scan is: between records, at a field's start, inside an unquoted
// or a quoted field, or skipping the rest of an unreadable line.
type Mode = 'record' | 'field' | 'unquoted' | 'quoted' | 'bad';

// indexOf with the answer kept: the scan only moves forward, so a character
// absent from the rest of the text is looked for once, not once per record.
class CharFinder {
  private at = -1;
  private readonly char: string;

  constructor(char: string) {
    this.char = char;
  }

  reset(): void {
    this.at = -1;
  }

  next(text: string, from: number): number {
    if (this.at < from) {
      const found = text.indexOf(this.char, from);
      this.at = found === -1 ? Infinity : found;
    }
    return this.at;
  }
}

// '\r\n', '\n' and a lone '\r' each end a line.
function countLineBreaks(text: string): number {
  let count = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) {
    count += 1;
  }
  for (let i = text.indexOf('\r'); i !== -1; i = text.indexOf('\r', i + 1)) {
    if (text[i + 1] !== '\n') count += 1;
  }
  return count;
}

/** Incremental RFC 4180 reader over decoded text (comma-separated). */
export class CsvReader {
  private text = '';
  private pos = 0;
  private isFinal = false;
  private records: CsvRecord[] = [];
  private isAtInputStart = true;
  // The last record ended with '\r': a '\n' next belongs to it.
  private isAfterCR = false;
  private mode: Mode = 'record';
  // The record being read: where it starts in `text` and on which line, its
  // text from earlier chunks, and the line breaks inside its quoted fields.
  private start = 0;
  private line = 1;
  private rawHead = '';
  private breaks = 0;
  private fields: string[] = [];
  private value = '';
  private error = '';
  private isTooLong = false;
  private readonly newlines = new CharFinder('\n');
  private readonly returns = new CharFinder('\r');
  private readonly quotes = new CharFinder('"');
  private readonly commas = new CharFinder(',');

  /** Feeds text; returns the complete records seen so far (keeps a partial one for the next push). */
  push(text: string): CsvRecord[] {
    if (this.isAtInputStart && text !== '') {
      this.isAtInputStart = false;
      if (text.startsWith('\uFEFF')) text = text.slice(1);
    }
    this.setText(this.text + text);
    return this.read(false);
  }

  /** End of input: the last record (file without final newline) or an unclosed-quote error. */
  end(): CsvRecord[] {
    return this.read(true);
  }

  private read(isFinal: boolean): CsvRecord[] {
    this.isFinal = isFinal;
    const records: CsvRecord[] = [];
    this.records = records;
    while (this.step());
    this.keepRest();
    return records;
  }

  // Advances the scan; false when it needs more input.
  private step(): boolean {
    switch (this.mode) {
      case 'record':
        return this.readRecordStart();
      case 'field':
        return this.readFieldStart();
      case 'unquoted':
        return this.readUnquoted();
      case 'quoted':
        return this.readQuoted();
      case 'bad':
        return this.skipBadLine();
    }
  }

  private readRecordStart(): boolean {
    const { text, pos } = this;
    if (pos >= text.length) return false;
    const char = text[pos];
    const isPairedLF = char === '\n' && this.isAfterCR;
    this.isAfterCR = false;
    if (char === '\n' || char === '\r') {
      // An empty line is skipped, but it has a line number all the same.
      if (!isPairedLF) this.line += 1;
      this.isAfterCR = char === '\r';
      this.pos += 1;
      return true;
    }
    this.start = pos;
    const end = this.lineEnd(pos);
    if (end < text.length && this.quotes.next(text, pos) > end) {
      const raw = text.slice(pos, end);
      this.records.push({ line: this.line, fields: raw.split(','), raw });
      this.nextRecord(end);
    } else {
      this.mode = 'field';
    }
    return true;
  }

  private readFieldStart(): boolean {
    const { text, pos } = this;
    if (pos < text.length) {
      this.mode = text[pos] === '"' ? 'quoted' : 'unquoted';
      if (this.mode === 'quoted') this.pos += 1;
      return true;
    }
    if (!this.isFinal) return false;
    // 'a,' at the end of input: the last field is empty.
    this.closeField();
    this.emit(pos);
    return true;
  }

  // A '"' inside an unquoted field is a plain character (relaxed quotes).
  private readUnquoted(): boolean {
    const { text, pos } = this;
    const comma = this.commas.next(text, pos);
    const end = Math.min(comma, this.lineEnd(pos), text.length);
    this.value += text.slice(pos, end);
    this.pos = end;
    if (end === text.length && !this.isFinal) return false;
    this.closeField();
    if (end === comma) {
      this.pos += 1;
      this.mode = 'field';
    } else {
      this.emit(end);
    }
    return true;
  }

  private readQuoted(): boolean {
    const { text } = this;
    const quote = this.quotes.next(text, this.pos);
    if (quote === Infinity) return this.readQuotedToEnd();
    this.addQuotedText(quote);
    // A quote last in the chunk may be the first of '""': the next one tells.
    if (quote + 1 === text.length && !this.isFinal) return false;
    this.afterQuote(text[quote + 1]);
    return true;
  }

  // No closing quote in this chunk: the field goes on in the next one, or it
  // was never closed.
  private readQuotedToEnd(): boolean {
    const { text } = this;
    if (this.isFinal) {
      this.error = 'unclosed quote at end of input';
      this.emit(text.length);
      return true;
    }
    // A '\r' last may pair with a '\n' next: keep it so the break counts once.
    this.addQuotedText(text.length - (text.endsWith('\r') ? 1 : 0));
    return false;
  }

  // `pos` is on a quote inside a quoted field; `next` follows it.
  private afterQuote(next: string | undefined): void {
    if (next === '"') {
      this.value += '"';
      this.pos += 2;
      return;
    }
    const isFieldEnd =
      next === undefined || next === ',' || next === '\n' || next === '\r';
    if (!isFieldEnd) {
      this.error = 'text after a closing quote';
      this.mode = 'bad';
      this.pos += 1;
      return;
    }
    this.closeField();
    if (next === ',') {
      this.pos += 2;
      this.mode = 'field';
    } else {
      this.emit(this.pos + 1);
    }
  }

  // An unreadable record ends at the end of the line where it went wrong.
  private skipBadLine(): boolean {
    const end = Math.min(this.lineEnd(this.pos), this.text.length);
    if (end === this.text.length && !this.isFinal) {
      this.pos = end;
      return false;
    }
    this.emit(end);
    return true;
  }

  private lineEnd(from: number): number {
    return Math.min(
      this.newlines.next(this.text, from),
      this.returns.next(this.text, from),
    );
  }

  private addQuotedText(end: number): void {
    const part = this.text.slice(this.pos, end);
    this.value += part;
    this.breaks += countLineBreaks(part);
    this.pos = end;
  }

  private closeField(): void {
    this.fields.push(this.value);
    this.value = '';
  }

  // Emits the record whose text ends at `end`, its line terminator or the end
  // of input.
  private emit(end: number): void {
    const { line } = this;
    const raw = this.isTooLong
      ? this.rawHead
      : this.rawHead + this.text.slice(this.start, end);
    const error =
      this.error ||
      (this.isTooLong ? `longer than ${MAX_RECORD_LENGTH} characters` : '');
    this.records.push(
      error
        ? { line, error: UNREADABLE + error, raw }
        : { line, fields: this.fields, raw },
    );
    this.nextRecord(end);
  }

  private nextRecord(end: number): void {
    this.pos = end + 1;
    this.isAfterCR = this.text[end] === '\r';
    this.line += 1 + this.breaks;
    this.mode = 'record';
    this.rawHead = '';
    this.breaks = 0;
    this.fields = [];
    this.value = '';
    this.error = '';
    this.isTooLong = false;
  }

  // Drops the text read; a record the chunk cut keeps its text so far.
  private keepRest(): void {
    if (this.mode !== 'record') this.holdRecordText();
    this.setText(this.text.slice(this.pos));
    this.pos = 0;
    this.start = 0;
  }

  private holdRecordText(): void {
    if (!this.isTooLong) {
      this.rawHead += this.text.slice(this.start, this.pos);
    }
    if (this.rawHead.length > MAX_RECORD_LENGTH) {
      this.isTooLong = true;
      this.rawHead = this.rawHead.slice(0, MAX_RECORD_LENGTH);
    }
    if (this.isTooLong) {
      this.fields = [];
      this.value = '';
    }
  }

  private setText(text: string): void {
    this.text = text;
    this.newlines.reset();
    this.returns.reset();
    this.quotes.reset();
    this.commas.reset();
  }
}
