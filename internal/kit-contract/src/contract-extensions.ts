/**
 * The form of issue 40's rule: a text input, then a number, an element type the kit does not have,
 * then a required text input after it. `fallback` gives the same form with the number replaced by
 * its spec element, as core's `replaceWithSpecElements` writes it (the test checks that it does).
 * Written out rather than computed, so the contract server imports no chatforms code.
 */
export function createExtensionFields(fallback: boolean): Record<string, unknown>[] {
  const guests = fallback
    ? {
        elementType: 'textInput',
        elementId: 'guests',
        optional: false,
        label: 'Guests',
        maxLines: 1,
      }
    : {
        elementType: 'number',
        elementId: 'guests',
        optional: false,
        label: 'Guests',
        min: 1,
        max: 12,
      };
  return [
    { elementType: 'textInput', elementId: 'name', label: 'Name', optional: false },
    guests,
    { elementType: 'textInput', elementId: 'note', label: 'Note', optional: false },
  ];
}
