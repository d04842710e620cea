function isControlCharacter(codeUnit: number): boolean {
  return codeUnit < 0x20 || isDeleteOrC1(codeUnit);
}

function isDeleteOrC1(codeUnit: number): boolean {
  return codeUnit >= 0x7f && codeUnit <= 0x9f;
}

function escapeWhere(text: string, shouldEscape: (codeUnit: number) => boolean): string {
  let escaped = '';
  for (let index = 0; index < text.length; index += 1) {
    const codeUnit = text.charCodeAt(index);
    escaped += shouldEscape(codeUnit)
      ? `\\u${codeUnit.toString(16).padStart(4, '0')}`
      : text.charAt(index);
  }
  return escaped;
}

/**
 * Writes C0 and C1 control characters and DEL as `\u001b`-style escapes, so that text read from a
 * file can be printed without clearing the screen, ringing the bell or starting an escape sequence.
 */
export function escapeControlCharacters(text: string): string {
  return escapeWhere(text, isControlCharacter);
}

/**
 * Writes value as indented JSON with DEL and C1 control characters escaped too (JSON.stringify
 * escapes only C0); the JSON reads back to the same value.
 */
export function stringifyJsonForTerminal(value: unknown): string {
  return escapeWhere(JSON.stringify(value, null, 2), isDeleteOrC1);
}
