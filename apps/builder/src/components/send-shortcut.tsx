import { focusInto, sendTarget } from './skip-links.js';

/**
 * The header's "Send…": the Send panel sits below the whole workspace (some 1,200 px down at
 * 1440×900), so this puts focus on its receiver, which scrolls it into view.
 */
export function SendShortcut() {
  return (
    <button
      type="button"
      className="primary"
      onClick={() => focusInto(sendTarget.target, sendTarget.preferred)}
    >
      Send…
    </button>
  );
}
