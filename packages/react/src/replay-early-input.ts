// A reader can type into a server-rendered form before React hydrates it: before the page's script
// runs, or while the form waits for code it loads on demand. React keeps what was typed on screen
// but calls no handler, so react-hook-form would submit the server's value, and show it again on
// the field's next render. Once the form is hydrated, each such control is changed again through
// React's own change event, as if the reader had typed it then. Loaded by a hydrated form, or with
// the code a form waits for (suspend-while-code-loads.ts).

/** A form control of the server's markup. */
export type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A control with what the reader left in it before the form hydrated. */
export interface ControlAsLeft {
  control: Control;
  value: string;
  checked: boolean;
}

function isCheckable(control: Control): control is HTMLInputElement {
  return (
    control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')
  );
}

/** The option a select showed as rendered: the one marked selected, else its first. */
function findRenderedOption(select: HTMLSelectElement): HTMLOptionElement | undefined {
  return [...select.options].find((option) => option.defaultSelected) ?? select.options[0];
}

/** What the reader left in a control, when it differs from what was rendered. */
function readEarlyInput({ control, value, checked }: ControlAsLeft): string | boolean | undefined {
  if (control instanceof HTMLSelectElement) {
    if (control.disabled || value === findRenderedOption(control)?.value) return undefined;
    return value;
  }
  if (control.disabled || control.readOnly) return undefined;
  if (!isCheckable(control)) return value === control.defaultValue ? undefined : value;
  // A radio the reader left was unchecked by the one they chose, whose replay unchecks it again.
  if (checked === control.defaultChecked || (control.type === 'radio' && !checked))
    return undefined;
  return checked;
}

function replay(control: Control, early: string | boolean): void {
  if (control instanceof HTMLSelectElement) {
    // React tracks no value of a select: its change event reads the one the reader chose.
    control.value = String(early);
    control.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (typeof early === 'boolean' && isCheckable(control)) {
    // Through React's tracker to the other state, then a click makes the reader's choice.
    control.checked = !early;
    control.click();
    return;
  }
  // Through React's tracker, which then holds the rendered value; the typed one is set behind it,
  // so React sees the input event as a change.
  control.value = control.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(
    control,
    early,
  );
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Replays into a hydrated form what the reader typed, chose and checked in its markup before it
 * hydrated, from its controls as they were left (read before React rendered the form again and set
 * them back to what it holds).
 */
export function replayEarlyInput(left: ControlAsLeft[]): void {
  const early = left.map((control) => [control.control, readEarlyInput(control)] as const);
  // One at a time, after the effect that read them: React renders each change before the next
  // replay, as between a reader's keystrokes, so a checkbox group adds its second box to a value
  // that has its first.
  queueMicrotask(() => {
    for (const [control, value] of early) if (value !== undefined) replay(control, value);
  });
}
