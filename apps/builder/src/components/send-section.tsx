import type { ComponentProps } from 'react';

import { SendPanel } from '../send/send-panel.js';

/**
 * Below the workspace: sending the message. Problems left for the header's panel, so Send is
 * always on the page and the header's Send… and "Skip to send" only move focus to it.
 */
export function SendSection({
  draftId,
  ...sendPanelProps
}: ComponentProps<typeof SendPanel> & {
  /** The draft being edited: another one starts the send panel afresh, without the last answer. */
  draftId: string;
}) {
  return (
    <section className="send-section" id="output" aria-labelledby="send-heading">
      <h2 id="send-heading">Send</h2>
      <SendPanel key={draftId} {...sendPanelProps} />
    </section>
  );
}
