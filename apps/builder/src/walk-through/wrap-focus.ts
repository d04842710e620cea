const tabbableSelector =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Whether Tab can land on the element: of a radio group only the checked one, or the first if none is. */
function isTabStop(element: HTMLElement, all: readonly HTMLElement[]): boolean {
  if (element.closest('[hidden], [inert]') !== null) return false;
  if (!(element instanceof HTMLInputElement) || element.type !== 'radio') return true;
  const group = all.filter(
    (other) =>
      other instanceof HTMLInputElement &&
      other.type === 'radio' &&
      other.name === element.name &&
      other.form === element.form,
  ) as HTMLInputElement[];
  const checked = group.find((radio) => radio.checked);
  return checked === undefined ? group[0] === element : checked === element;
}

/**
 * Keeps Tab inside `container`: from its last tab stop to its first, and Shift+Tab the other way.
 * A modal dialog makes the page behind it inert, but the browser would still let Tab leave it for
 * its own toolbar.
 */
export function wrapFocus(event: KeyboardEvent, container: HTMLElement): void {
  if (event.key !== 'Tab' || event.defaultPrevented) return;
  const all = [...container.querySelectorAll<HTMLElement>(tabbableSelector)];
  const stops = all.filter((element) => isTabStop(element, all));
  const first = stops[0];
  const last = stops.at(-1);
  if (first === undefined || last === undefined) return;
  const active = container.ownerDocument.activeElement;
  const isOutside = active === null || !container.contains(active);
  if (event.shiftKey && (active === first || isOutside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || isOutside)) {
    event.preventDefault();
    first.focus();
  }
}
