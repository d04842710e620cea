/** The spec's limits on a message. */
export const messageLimits = {
  /** `data` serialised as UTF-8 JSON, in bytes (10 KB, counted as 10 × 1024). */
  dataBytes: 10 * 1024,
  tags: 25,
  /** Characters per tag, counted in Unicode code points. */
  tagCodePoints: 100,
} as const;

/** The number of bytes `text` takes in UTF-8 (lone surrogates count as the 3 bytes of U+FFFD). */
export function countUtf8Bytes(text: string): number {
  let bytes = 0;
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    bytes += codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** The number of Unicode code points in `text` (an emoji counts once, not as two UTF-16 units). */
export function countCodePoints(text: string): number {
  return [...text].length;
}
