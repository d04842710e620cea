import { flushSync } from 'react-dom';

import type { WorkspacePane } from './workspace-pane.js';

const tabbable =
  'button:not([tabindex="-1"]):not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), a[href], [tabindex="0"]';

/** Where a skip link goes: a workspace pane, or Send below the workspace (always on the page). */
type SkipTarget = { pane: WorkspacePane } | { pane?: undefined };

/** Where Send takes focus: the receiver, since Enter there sends and a form is a few keys from going out. */
export const sendTarget = { target: 'output', preferred: 'input[type="search"]' } as const;

const links: ({ target: string; name: string; preferred: string } & SkipTarget)[] = [
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
  {
    ...sendTarget,
    name: 'Skip to send',
  },
];

/** Moves focus into a region: its main control when it has one, else its first tabbable one. */
export function focusInto(target: string, preferred: string) {
  const region = document.getElementById(target);
  const control =
    region?.querySelector<HTMLElement>(preferred) ?? region?.querySelector<HTMLElement>(tabbable);
  (control ?? region)?.focus();
}

/** Links, shown on focus, that take a keyboard past the toolbar to each region of the workspace and to Send. */
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
            const { pane } = link;
            if (pane !== undefined) flushSync(() => onShowPane(pane));
            focusInto(link.target, link.preferred);
          }}
        >
          {link.name}
        </a>
      ))}
    </div>
  );
}
