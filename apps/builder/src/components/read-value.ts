/** A draft value as text: drafts pasted as JSON may hold anything where a string belongs. */
export function readText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A draft value as a list of strings, dropping whatever is not one. */
export function readStrings(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

/** A choice element's options as label and value texts; anything else in the list reads as empty. */
export function readOptions(value: unknown): { value: string; label: string }[] {
  if (!Array.isArray(value)) return [];
  return value.map((option: unknown) => {
    const record = (typeof option === 'object' && option !== null ? option : {}) as {
      value?: unknown;
      label?: unknown;
    };
    return { value: readText(record.value), label: readText(record.label) };
  });
}
