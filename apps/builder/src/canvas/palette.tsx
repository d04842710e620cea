import type { ElementType } from '@chatforms/core';
import { listElementTypes } from '@chatforms/core';
import { useDraggable } from '@dnd-kit/core';
import type { KeyboardEvent, PointerEventHandler } from 'react';
import { useState } from 'react';
import { flushSync } from 'react-dom';

import { getElementTypeName } from '../element-types/element-inspector-registry.js';
import { focusInspectorText } from '../inspector/focus-inspector-text.js';
import { useEditorContext } from '../state/editor-context.js';

function PaletteItem({
  elementType,
  isActive,
  onFocus,
}: {
  elementType: ElementType;
  isActive: boolean;
  onFocus: () => void;
}) {
  const { state, dispatch } = useEditorContext();
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: `palette:${elementType}` });
  const fields = state.present.data.interactiveData.formFields;
  const selected = fields.findIndex((element) => element.elementId === state.selectedId);
  return (
    <li>
      <button
        ref={setNodeRef}
        type="button"
        className="palette-item"
        data-dragging={isDragging || undefined}
        tabIndex={isActive ? 0 : -1}
        onFocus={onFocus}
        onPointerDown={
          listeners?.onPointerDown as PointerEventHandler<HTMLButtonElement> | undefined
        }
        onClick={() => {
          // The new element's inspector must be on the page before focus can move to its text.
          flushSync(() =>
            dispatch({
              type: 'addElement',
              elementType,
              index: selected === -1 ? undefined : selected + 1,
            }),
          );
          focusInspectorText();
        }}
      >
        <span aria-hidden="true" className="palette-plus">
          +
        </span>{' '}
        {getElementTypeName(elementType)}
      </button>
    </li>
  );
}

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The palette of every element type core knows, one Tab stop whose arrow keys move between types:
 * click to add after the selection (focus moves to the new element's text), or drag onto the form.
 */
export function Palette() {
  const elementTypes = listElementTypes();
  const [active, setActive] = useState(0);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const next = move(active, elementTypes.length);
    setActive(next);
    event.currentTarget.querySelectorAll<HTMLButtonElement>('.palette-item')[next]?.focus();
  };
  return (
    <div className="palette" id="add-elements">
      <h2 id="palette-heading">Add elements</h2>
      <div role="toolbar" aria-labelledby="palette-heading" onKeyDown={onKeyDown}>
        <ul>
          {elementTypes.map((elementType, index) => (
            <PaletteItem
              key={elementType}
              elementType={elementType}
              isActive={index === active}
              onFocus={() => setActive(index)}
            />
          ))}
        </ul>
      </div>
      <p className="hint">Click to add, or drag onto the structure list. Arrow keys move here.</p>
    </div>
  );
}
