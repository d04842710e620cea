/** The spec's limits on a message. */
export const messageLimits = {
  /** `data` serialised as UTF-8 JSON, in bytes (10 KB, counted as 10 × 1024). */
  dataBytes: 10 * 1024,
  tags: 25,
  /** Characters per tag, counted in Unicode code points. */
  tagCodePoints: 100,
} as const;

const nonAscii = /[\u0080-\uffff]/;

/** The number of bytes `text` takes in UTF-8 (lone surrogates count as the 3 bytes of U+FFFD). */
export function countUtf8Bytes(text: string): number {
  // Most messages are ASCII, which the regular expression engine rules in far faster than a loop.
  if (!nonAscii.test(text)) return text.length;
  // By UTF-16 unit rather than by code point: the string iterator allocates a string per character.
  let bytes = text.length;
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    if (unit < 0x80) continue;
    if (unit < 0x800) bytes += 1;
    else {
      // Three bytes for a unit alone, four for a pair of them.
      bytes += 2;
      if (isSurrogatePair(unit, text.charCodeAt(index + 1))) index += 1;
    }
  }
  return bytes;
}

function isSurrogatePair(high: number, low: number): boolean {
  return high >= 0xd800 && high <= 0xdbff && low >= 0xdc00 && low <= 0xdfff;
}

/** The number of Unicode code points in `text` (an emoji counts once, not as two UTF-16 units). */
export function countCodePoints(text: string): number {
  return [...text].length;
}
