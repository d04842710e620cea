/** Focuses the inspector's field for the element's own words (label, text or button text), else its first field. */
export function focusInspectorText(): void {
  const inspector = document.getElementById('inspector');
  const field =
    inspector?.querySelector<HTMLElement>(
      ':is([data-field="label"], [data-field="text"], [data-field="buttonText"]) :is(input, textarea)',
    ) ?? inspector?.querySelector<HTMLElement>('input, textarea, select');
  field?.focus();
}
