/**
 * The form of issue 40's rule: a text input, then a number and a rating, element types the kit does
 * not have, then a required text input after them. `fallback` gives the same form with the two
 * replaced by their spec elements, as core's `replaceWithSpecElements` writes them (the test checks
 * that it does).
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
  const stay = fallback
    ? {
        elementType: 'singleSelect',
        elementId: 'stay',
        optional: false,
        label: 'Your stay',
        options: [
          { value: '1', label: '1 – Poor' },
          { value: '2', label: '2' },
          { value: '3', label: '3 – Great' },
        ],
      }
    : {
        elementType: 'rating',
        elementId: 'stay',
        optional: false,
        label: 'Your stay',
        scale: 'stars',
        max: 3,
        lowLabel: 'Poor',
        highLabel: 'Great',
      };
  return [
    { elementType: 'textInput', elementId: 'name', label: 'Name', optional: false },
    guests,
    stay,
    { elementType: 'textInput', elementId: 'note', label: 'Note', optional: false },
  ];
}
