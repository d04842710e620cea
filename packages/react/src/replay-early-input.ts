// A reader can type into a server-rendered form before React hydrates it: before the page's script
// runs, or while the form waits for code it loads on demand. React keeps what was typed on screen
// but calls no handler, so react-hook-form would submit the server's value, and show it again on
// the field's next render. Once the form is live, each such control is changed again through
// React's own change event, as if the reader had typed it then. Loaded with the code a form waits
// for (suspend-while-code-loads.ts), whose wait is when a reader is likeliest to type unheard.

type Control = HTMLInputElement | HTMLTextAreaElement;

function isCheckable(control: Control): control is HTMLInputElement {
  return (
    control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')
  );
}

/** What the reader left in a control, when it differs from what was rendered. */
function readEarlyInput(control: Control): string | boolean | undefined {
  if (control.disabled || control.readOnly) return undefined;
  if (!isCheckable(control))
    return control.value === control.defaultValue ? undefined : control.value;
  // A radio the reader left was unchecked by the one they chose, whose replay unchecks it again.
  if (control.checked === control.defaultChecked || (control.type === 'radio' && !control.checked))
    return undefined;
  return control.checked;
}

function replay(control: Control, early: string | boolean): void {
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

/** Replays into a live form what the reader typed and checked in its markup before it hydrated. */
export function replayEarlyInput(root: HTMLElement): void {
  // Read before any replay: each change renders its field again, which sets the field's other
  // controls back to what React holds.
  const controls = [...root.querySelectorAll<Control>('input, textarea')];
  const early = controls.map((control) => [control, readEarlyInput(control)] as const);
  // After the effect that calls this, not in it: React renders each change before the next replay,
  // as between a reader's keystrokes, so a checkbox group adds its second box to a value that has
  // its first.
  queueMicrotask(() => {
    for (const [control, value] of early) if (value !== undefined) replay(control, value);
  });
}
