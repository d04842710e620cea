import type { ReactNode } from 'react';

import { useEditorContext } from '../state/editor-context.js';
import { SectionBoundary } from './section-boundary.js';

/** A part of the builder behind a `SectionBoundary` that retries on a new draft and offers Undo. */
export function GuardedSection({ label, children }: { label: string; children: ReactNode }) {
  const { state, dispatch } = useEditorContext();
  return (
    <SectionBoundary label={label} draft={state.present} onUndo={() => dispatch({ type: 'undo' })}>
      {children}
    </SectionBoundary>
  );
}
