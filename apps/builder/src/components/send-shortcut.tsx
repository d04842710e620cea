import { flushSync } from 'react-dom';

import type { OutputTab } from './output-tabs.js';
import { focusInto, sendTarget } from './skip-links.js';

/**
 * The header's "Send…": the Send panel sits below the whole workspace (some 1,200 px down at
 * 1440×900), so this shows it and puts focus on its receiver, which scrolls it into view.
 */
export function SendShortcut({ onShowOutput }: { onShowOutput: (tab: OutputTab) => void }) {
  return (
    <button
      type="button"
      className="primary"
      onClick={() => {
        // One output tab shows at a time: Send's must be on the page before focus moves.
        flushSync(() => onShowOutput('send'));
        focusInto(sendTarget.target, sendTarget.preferred);
      }}
    >
      Send…
    </button>
  );
}
