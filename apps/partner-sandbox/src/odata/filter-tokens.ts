import { ODataQueryError } from './filter-ast';

// The tokens of a $filter: words, string literals ('' is a quote inside),
// numbers and punctuation.

export type Token =
  | { type: 'word'; text: string; at: number }
  | { type: 'string'; value: string; at: number }
  | { type: 'number'; value: number; at: number }
  | { type: '(' | ')' | ','; at: number };

const WORD = /[A-Za-z_][A-Za-z0-9_./]*/y;
const NUMBER = /-?\d+(\.\d+)?/y;

function readString(text: string, start: number): [string, number] {
  let value = '';
  let i = start + 1;
  for (;;) {
    const quote = text.indexOf("'", i);
    if (quote < 0) {
      throw new ODataQueryError(`Unterminated string at position ${start}`);
    }
    value += text.slice(i, quote);
    if (text[quote + 1] === "'") {
      value += "'";
      i = quote + 2;
    } else {
      return [value, quote + 1];
    }
  }
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (/\s/.test(ch)) {
      i += 1;
    } else if (ch === '(' || ch === ')' || ch === ',') {
      tokens.push({ type: ch, at: i });
      i += 1;
    } else if (ch === "'") {
      const [value, next] = readString(text, i);
      tokens.push({ type: 'string', value, at: i });
      i = next;
    } else {
      NUMBER.lastIndex = i;
      WORD.lastIndex = i;
      const number = NUMBER.exec(text);
      const word = number ? null : WORD.exec(text);
      if (number) {
        tokens.push({ type: 'number', value: Number(number[0]), at: i });
        i += number[0].length;
      } else if (word) {
        tokens.push({ type: 'word', text: word[0], at: i });
        i += word[0].length;
      } else {
        throw new ODataQueryError(`Unexpected '${ch}' at position ${i}`);
      }
    }
  }
  return tokens;
}
