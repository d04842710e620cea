import type { FormElement } from '@chatforms/core';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useState } from 'react';

import { getElementSummary } from '../components/element-summary.js';
import { useShowInspector } from '../components/show-pane-context.js';
import { getElementTypeName } from '../element-types/element-inspector-registry.js';
import { useEditorContext } from '../state/editor-context.js';
import { elementShortcuts } from '../state/use-element-shortcuts.js';
import { InlineTextEditor } from './inline-text-editor.js';
import { findInlineTextKey } from './inline-text-key.js';

/** Moves focus, and the selection with it, to the canvas element `by` places away. */
function moveSelection(event: KeyboardEvent<HTMLButtonElement>, by: number) {
  const all = [
    ...(event.currentTarget
      .closest('.edit-canvas')
      ?.querySelectorAll<HTMLButtonElement>('.canvas-element-select') ?? []),
  ];
  const next = all[all.indexOf(event.currentTarget) + by];
  if (next === undefined) return;
  event.preventDefault();
  next.focus();
  next.click();
}

/**
 * One rendered element on the edit canvas: the renderer's markup made inert under a button that
 * selects it; double-click, Enter or F2 edits its text in place.
 */
export function EditableElement({
  element,
  isActive,
  children,
}: {
  element: FormElement;
  /** The one element of the canvas that Tab reaches (the selection, else the first). */
  isActive: boolean;
  children: ReactNode;
}) {
  const { state, dispatch } = useEditorContext();
  const [isEditing, setIsEditing] = useState(false);
  const { elementId } = element;
  const fields = element as unknown as Record<string, unknown>;
  const textKey = findInlineTextKey(fields);
  const isSelected = state.selectedId === elementId;
  const isSubmit = state.present.data.interactiveData.submitElement.elementId === elementId;
  const typeName = isSubmit ? 'Submit button' : getElementTypeName(element.elementType);
  const showInspector = useShowInspector();
  const select = () => dispatch({ type: 'select', elementId });
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    select();
    // A tap or click (detail counts pointer presses); the arrow keys and Enter select in place.
    if (event.detail > 0) showInspector();
  };
  const startEditing = () => {
    if (textKey === undefined) return;
    select();
    setIsEditing(true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') moveSelection(event, 1);
    if (event.key === 'ArrowUp') moveSelection(event, -1);
    if ((event.key === 'Enter' && isSelected) || event.key === 'F2') {
      event.preventDefault();
      startEditing();
    }
  };
  return (
    <div className="canvas-element" data-selected={isSelected || undefined}>
      <div inert className="canvas-element-body">
        {children}
      </div>
      {isEditing && textKey !== undefined ? (
        <InlineTextEditor
          label={`Edit the text of ${typeName} ${elementId}`}
          value={String(fields[textKey] ?? '')}
          onCommit={(value) => {
            setIsEditing(false);
            if (value !== fields[textKey])
              dispatch({ type: 'updateElement', elementId, patch: { [textKey]: value } });
            focusCanvasElement(elementId);
          }}
          onCancel={() => {
            setIsEditing(false);
            focusCanvasElement(elementId);
          }}
        />
      ) : (
        <button
          type="button"
          className="canvas-element-select"
          data-element-id={elementId}
          aria-label={`${getElementSummary(fields)} (${typeName.toLowerCase()})`}
          aria-pressed={isSelected}
          aria-keyshortcuts={`Enter F2 ${isSubmit ? '' : elementShortcuts}`.trim()}
          aria-describedby="edit-canvas-help"
          tabIndex={isActive ? 0 : -1}
          onClick={onClick}
          onDoubleClick={startEditing}
          onKeyDown={onKeyDown}
        />
      )}
    </div>
  );
}

/** Focuses an element's select button on the edit canvas once React has put it back. */
function focusCanvasElement(elementId: string) {
  requestAnimationFrame(() =>
    document
      .querySelector<HTMLButtonElement>(
        `.canvas-element-select[data-element-id="${CSS.escape(elementId)}"]`,
      )
      ?.focus(),
  );
}
