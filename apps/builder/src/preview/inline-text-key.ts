/** The element's own words that the canvas edits in place: its button text, text, or label. */
export function findInlineTextKey(element: Record<string, unknown>): string | undefined {
  return ['buttonText', 'text', 'label'].find((key) => typeof element[key] === 'string');
}
