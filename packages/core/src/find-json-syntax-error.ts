/** Where JSON text first breaks the grammar, and what was expected there. */
export interface JsonSyntaxError {
  /** In UTF-16 code units from the start of the text. */
  offset: number;
  /** What is wrong, in words: `value expected`, `comma expected`, `invalid symbol`… */
  problem: string;
}

type TokenKind = '{' | '}' | '[' | ']' | ':' | ',' | 'string' | 'literal' | 'end';

interface Token {
  kind: TokenKind;
  offset: number;
}

const punctuation: Record<string, TokenKind> = {
  '{': '{',
  '}': '}',
  '[': '[',
  ']': ']',
  ':': ':',
  ',': ',',
};

const whiteSpace = new Set([' ', '\t', '\n', '\r']);

// Characters that end a bare word such as `true` or a misspelt `ture`.
const wordEnds = new Set([' ', '\t', '\n', '\r', '{', '}', '[', ']', '"', ':', ',', '/']);

function isDigit(character: string | undefined): boolean {
  return character !== undefined && character >= '0' && character <= '9';
}

function isHexDigit(character: string | undefined): boolean {
  return character !== undefined && /^[0-9a-fA-F]$/.test(character);
}

/** Reads JSON text token by token; a token that cannot be read is returned as its syntax error. */
class Scanner {
  position = 0;

  constructor(private readonly text: string) {}

  next(): Token | JsonSyntaxError {
    const { text } = this;
    while (whiteSpace.has(text[this.position]!)) this.position += 1;
    const offset = this.position;
    const character = text[offset];
    if (character === undefined) return { kind: 'end', offset: text.length };
    const kind = punctuation[character];
    if (kind !== undefined) {
      this.position += 1;
      return { kind, offset };
    }
    if (character === '"') return this.readString(offset);
    if (character === '/' && (text[offset + 1] === '/' || text[offset + 1] === '*'))
      return { offset, problem: 'invalid comment token' };
    if (character === '-' && !isDigit(text[offset + 1]))
      return { offset, problem: 'invalid symbol' };
    if (character === '-' || isDigit(character)) return this.readNumber(offset);
    let end = offset;
    while (end < text.length && !wordEnds.has(text[end]!)) end += 1;
    const word = text.slice(offset, Math.max(end, offset + 1));
    this.position = offset + word.length;
    return word === 'true' || word === 'false' || word === 'null'
      ? { kind: 'literal', offset }
      : { offset, problem: 'invalid symbol' };
  }

  private readNumber(offset: number): Token | JsonSyntaxError {
    const { text } = this;
    let position = text[offset] === '-' ? offset + 1 : offset;
    if (text[position] === '0') position += 1;
    else while (isDigit(text[position])) position += 1;
    let problem: string | undefined;
    if (text[position] === '.') {
      position += 1;
      if (isDigit(text[position])) while (isDigit(text[position])) position += 1;
      else problem = 'unexpected end of number';
    }
    if (problem === undefined && (text[position] === 'e' || text[position] === 'E')) {
      position += 1;
      if (text[position] === '+' || text[position] === '-') position += 1;
      if (isDigit(text[position])) while (isDigit(text[position])) position += 1;
      else problem = 'unexpected end of number';
    }
    this.position = position;
    return problem === undefined ? { kind: 'literal', offset } : { offset, problem };
  }

  /** A string is reported at its opening quote, with the last problem found in it. */
  private readString(offset: number): Token | JsonSyntaxError {
    const { text } = this;
    let position = offset + 1;
    let problem: string | undefined;
    for (;;) {
      const character = text[position];
      if (character === undefined || character === '\n' || character === '\r') {
        problem = 'unexpected end of string';
        break;
      }
      position += 1;
      if (character === '"') break;
      if (character === '\\') {
        const escaped = text[position];
        if (escaped === undefined) {
          problem = 'unexpected end of string';
          break;
        }
        position += 1;
        if (escaped === 'u') {
          let digits = 0;
          while (digits < 4 && isHexDigit(text[position])) {
            position += 1;
            digits += 1;
          }
          if (digits < 4) problem = 'invalid unicode';
        } else if (!'"\\/bfnrt'.includes(escaped)) {
          problem = 'invalid escape character';
        }
      } else if (character < ' ') {
        problem = 'invalid character';
      }
    }
    this.position = position;
    return problem === undefined ? { kind: 'string', offset } : { offset, problem };
  }
}

function isSyntaxError(token: Token | JsonSyntaxError): token is JsonSyntaxError {
  return 'problem' in token;
}

interface Container {
  kind: '{' | '[';
  needsComma: boolean;
}

/**
 * The first syntax error of JSON text, at the offset and in the words of jsonc-parser (what the
 * previous versions reported), or undefined when there is none of those. It walks with its own
 * stack, so deeply nested text cannot overflow the call stack.
 */
export function findJsonSyntaxError(text: string): JsonSyntaxError | undefined {
  const scanner = new Scanner(text);
  const stack: Container[] = [];
  let token = scanner.next();
  // True where a value must come next: the start, after a colon and after a comma.
  let expectingValue = true;
  for (;;) {
    if (isSyntaxError(token)) return token;
    const container = stack.at(-1);
    if (expectingValue) {
      if (token.kind === '{' || token.kind === '[') {
        stack.push({ kind: token.kind, needsComma: false });
        token = scanner.next();
        expectingValue = false;
        continue;
      }
      if (token.kind !== 'string' && token.kind !== 'literal')
        return { offset: token.offset, problem: 'value expected' };
      token = scanner.next();
      expectingValue = false;
      if (container !== undefined) container.needsComma = true;
      else if (isSyntaxError(token)) return token;
      else if (token.kind !== 'end')
        return { offset: token.offset, problem: 'end of file expected' };
      else return undefined;
      continue;
    }
    if (container === undefined) return undefined;
    const close = container.kind === '{' ? '}' : ']';
    if (token.kind === close) {
      stack.pop();
      token = scanner.next();
      const parent = stack.at(-1);
      if (parent !== undefined) parent.needsComma = true;
      else if (isSyntaxError(token)) return token;
      else if (token.kind !== 'end')
        return { offset: token.offset, problem: 'end of file expected' };
      else return undefined;
      continue;
    }
    if (token.kind === 'end')
      return {
        offset: token.offset,
        problem: container.kind === '{' ? 'close brace expected' : 'close bracket expected',
      };
    if (token.kind === ',') {
      if (!container.needsComma) return { offset: token.offset, problem: 'value expected' };
      token = scanner.next();
      if (isSyntaxError(token)) return token;
    } else if (container.needsComma) {
      return { offset: token.offset, problem: 'comma expected' };
    }
    if (container.kind === '[') {
      expectingValue = true;
      continue;
    }
    if (token.kind !== 'string') return { offset: token.offset, problem: 'property name expected' };
    token = scanner.next();
    if (isSyntaxError(token)) return token;
    if (token.kind !== ':') return { offset: token.offset, problem: 'colon expected' };
    token = scanner.next();
    expectingValue = true;
  }
}
