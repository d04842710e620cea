import { flushSync } from 'react-dom';

import type { WorkspacePane } from './workspace-pane.js';

const tabbable =
  'button:not([tabindex="-1"]):not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), a[href], [tabindex="0"]';

const links: { target: string; pane: WorkspacePane; name: string; preferred: string }[] = [
  {
    target: 'preview',
    pane: 'preview',
    name: 'Skip to preview',
    preferred: '.canvas-element-select[tabindex="0"]',
  },
  {
    target: 'add-elements',
    pane: 'inspector',
    name: 'Skip to add elements',
    preferred: '.palette-item[tabindex="0"]',
  },
  {
    target: 'inspector',
    pane: 'inspector',
    name: 'Skip to inspector',
    preferred: 'input, select, textarea',
  },
  {
    target: 'structure',
    pane: 'structure',
    name: 'Skip to structure',
    preferred: '.canvas-select',
  },
];

/** Moves focus into a region: its main control when it has one, else its first tabbable one. */
function focusInto(target: string, preferred: string) {
  const region = document.getElementById(target);
  const control =
    region?.querySelector<HTMLElement>(preferred) ?? region?.querySelector<HTMLElement>(tabbable);
  (control ?? region)?.focus();
}

/** Links, shown on focus, that take a keyboard past the toolbar to each region of the workspace. */
export function SkipLinks({ onShowPane }: { onShowPane: (pane: WorkspacePane) => void }) {
  return (
    <div className="skip-links">
      {links.map((link) => (
        <a
          key={link.target}
          href={`#${link.target}`}
          onClick={(event) => {
            event.preventDefault();
            // A narrow screen shows one pane: the target's must be on the page before focus moves.
            flushSync(() => onShowPane(link.pane));
            focusInto(link.target, link.preferred);
          }}
        >
          {link.name}
        </a>
      ))}
    </div>
  );
}
