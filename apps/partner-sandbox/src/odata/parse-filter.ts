import { ODataQueryError, type FilterNode, type Literal } from './filter-ast';
import { tokenize, type Token } from './filter-tokens';

// A recursive-descent parser of the $filter subset the partner API
// answers: eq, ne, in (...), contains(field,'x'), and, or, not, brackets;
// string literals with '' for a quote, numbers, true, false, null.
// Precedence as OData's: not, then comparisons, then and, then or.

class Parser {
  private i = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly text: string,
  ) {}

  parse(): FilterNode {
    const node = this.or();
    const rest = this.tokens[this.i];
    if (rest) this.fail(rest, 'Unexpected');
    return node;
  }

  private fail(token: Token | undefined, what: string): never {
    const at = token ? token.at : this.text.length;
    throw new ODataQueryError(`${what} at position ${at} of $filter`);
  }

  private peekWord(word: string): boolean {
    const token = this.tokens[this.i];
    return token?.type === 'word' && token.text.toLowerCase() === word;
  }

  private expect(type: '(' | ')' | ','): void {
    const token = this.tokens[this.i];
    if (token?.type !== type) this.fail(token, `Expected '${type}'`);
    this.i += 1;
  }

  private or(): FilterNode {
    let left = this.and();
    while (this.peekWord('or')) {
      this.i += 1;
      left = { kind: 'or', left, right: this.and() };
    }
    return left;
  }

  private and(): FilterNode {
    let left = this.unary();
    while (this.peekWord('and')) {
      this.i += 1;
      left = { kind: 'and', left, right: this.unary() };
    }
    return left;
  }

  private unary(): FilterNode {
    if (this.peekWord('not')) {
      this.i += 1;
      return { kind: 'not', operand: this.unary() };
    }
    if (this.tokens[this.i]?.type === '(') {
      this.i += 1;
      const node = this.or();
      this.expect(')');
      return node;
    }
    if (this.peekWord('contains') && this.tokens[this.i + 1]?.type === '(') {
      return this.contains();
    }
    return this.comparison();
  }

  private contains(): FilterNode {
    this.i += 2;
    const field = this.field();
    this.expect(',');
    const value = this.literal();
    if (typeof value !== 'string') {
      this.fail(this.tokens[this.i - 1], 'contains needs a string');
    }
    this.expect(')');
    return { kind: 'contains', field, value };
  }

  private comparison(): FilterNode {
    const field = this.field();
    const op = this.tokens[this.i];
    const name = op?.type === 'word' ? op.text.toLowerCase() : '';
    this.i += 1;
    if (name === 'eq' || name === 'ne') {
      return { kind: name, field, value: this.literal() };
    }
    if (name === 'in') {
      this.expect('(');
      const values = [this.literal()];
      while (this.tokens[this.i]?.type === ',') {
        this.i += 1;
        values.push(this.literal());
      }
      this.expect(')');
      return { kind: 'in', field, values };
    }
    return this.fail(op, 'Expected eq, ne or in');
  }

  private field(): string {
    const token = this.tokens[this.i];
    if (token?.type !== 'word') this.fail(token, 'Expected a field name');
    this.i += 1;
    return token.text;
  }

  private literal(): Literal {
    const token = this.tokens[this.i];
    this.i += 1;
    if (token?.type === 'string' || token?.type === 'number') {
      return token.value;
    }
    if (token?.type === 'word') {
      const word = token.text.toLowerCase();
      if (word === 'true') return true;
      if (word === 'false') return false;
      if (word === 'null') return null;
    }
    return this.fail(token, 'Expected a value');
  }
}

/** Parses a $filter expression; throws ODataQueryError when it cannot. */
export function parseFilter(text: string): FilterNode {
  const tokens = tokenize(text);
  if (tokens.length === 0) throw new ODataQueryError('$filter is empty');
  return new Parser(tokens, text).parse();
}
