/** Focuses the inspector's field for the element's own words (label, text or button text), else its first field. */
export function focusInspectorText(): void {
  const inspector = document.getElementById('inspector');
  const field =
    inspector?.querySelector<HTMLElement>(
      ':is([data-field="label"], [data-field="text"], [data-field="buttonText"]) :is(input, textarea)',
    ) ?? inspector?.querySelector<HTMLElement>('input, textarea, select');
  field?.focus();
}

/**
 * Focuses the inspector's control for the keys below an element (`['action', 'url']`): the control
 * whose wire name is the deepest of them, else the first control of the field, else the element's
 * words. A problem about one key then lands on that key's control, not on the element's label.
 */
export function focusInspectorField(keys: readonly (string | number)[]): void {
  const field = document.querySelector<HTMLElement>(
    `#inspector [data-field="${CSS.escape(String(keys[0] ?? ''))}"]`,
  );
  if (field === null) return focusInspectorText();
  const wireNames = [...field.querySelectorAll<HTMLElement>('.wire-name[id]')];
  for (const key of [...keys].reverse()) {
    const wireName = wireNames.find((code) => code.textContent?.split('.').at(-1) === String(key));
    const control =
      wireName === undefined
        ? null
        : field.querySelector<HTMLElement>(`[aria-describedby~="${CSS.escape(wireName.id)}"]`);
    if (control !== null) return control.focus();
  }
  const first = field.querySelector<HTMLElement>('input, textarea, select');
  if (first === null) return focusInspectorText();
  first.focus();
}
