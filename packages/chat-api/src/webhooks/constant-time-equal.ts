/** Compares two strings in time that depends only on the expected string's length, not on where they differ. */
export function constantTimeEqual(given: string, expected: string): boolean {
  const encoder = new TextEncoder();
  const givenBytes = encoder.encode(given);
  const expectedBytes = encoder.encode(expected);
  let difference = givenBytes.length ^ expectedBytes.length;
  for (let index = 0; index < expectedBytes.length; index += 1) {
    // Reading past the end of a shorter `given` yields undefined, compared as 0; the length check above already failed.
    difference |= (givenBytes[index] ?? 0) ^ (expectedBytes[index] ?? 0);
  }
  return difference === 0;
}
