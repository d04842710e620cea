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

// What JSON.stringify may write longer than the text it was parsed from: a number with an exponent
// (1e20 is written with 21 digits) and a lone surrogate (written as \ud800). Any digit before an
// e, and any surrogate, count here, even in a string or a pair: the test only has to be safe.
const mayGrowWhenWritten = /\d[eE]|[\ud800-\udfff]/;

/**
 * Whether every part of the value parsed from JSON `text` takes at most `limit` bytes when
 * JSON.stringify writes it, known from the text without writing anything. Written again, a part is
 * never longer than its text (spaces, escapes such as \u00e9 and duplicate keys go), except for
 * what `mayGrowWhenWritten` finds; false means the part must be written to be measured.
 */
export function fitsWhenWrittenAgain(text: string, limit: number): boolean {
  // A UTF-16 unit that is not a surrogate takes at most three bytes.
  if (text.length > limit || mayGrowWhenWritten.test(text)) return false;
  return text.length * 3 <= limit || countUtf8Bytes(text) <= limit;
}

/** The number of Unicode code points in `text` (an emoji counts once, not as two UTF-16 units). */
export function countCodePoints(text: string): number {
  return [...text].length;
}
