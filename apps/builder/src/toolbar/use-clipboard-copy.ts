import { useState } from 'react';

import { copyText } from './copy-text.js';

/** What the browser would not put on the clipboard, to be copied by hand. */
export interface RefusedCopy {
  what: string;
  text: string;
}

/**
 * Copies text and says so through `onStatus`; when the browser refuses, keeps the text as
 * `refused` until `dismiss`, so it can be shown for copying by hand.
 */
export function useClipboardCopy(onStatus: (text: string) => void): {
  copy: (what: string, text: string) => Promise<void>;
  refused: RefusedCopy | null;
  dismiss: () => void;
} {
  const [refused, setRefused] = useState<RefusedCopy | null>(null);
  const copy = async (what: string, text: string) => {
    const copied = await copyText(text);
    setRefused(copied ? null : { what, text });
    onStatus(copied ? `Copied ${what} to the clipboard.` : `Copy ${what} from the box below.`);
  };
  return { copy, refused, dismiss: () => setRefused(null) };
}
