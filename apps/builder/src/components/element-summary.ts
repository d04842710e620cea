/** The words that identify an element in lists: its label, text or button text, else its id. */
export function getElementSummary(element: Record<string, unknown>): string {
  for (const key of ['label', 'text', 'buttonText', 'elementId']) {
    const value = element[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return '(no id)';
}
