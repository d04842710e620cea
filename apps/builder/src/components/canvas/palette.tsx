import type { ElementType } from '@chatforms/core';
import { listElementTypes } from '@chatforms/core';
import { useDraggable } from '@dnd-kit/core';
import type { PointerEventHandler } from 'react';

import { getElementTypeName } from '../../element-types/element-inspector-registry.js';
import { useEditorContext } from '../../state/editor-context.js';

function PaletteItem({ elementType }: { elementType: ElementType }) {
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
        onPointerDown={
          listeners?.onPointerDown as PointerEventHandler<HTMLButtonElement> | undefined
        }
        onClick={() =>
          dispatch({
            type: 'addElement',
            elementType,
            index: selected === -1 ? undefined : selected + 1,
          })
        }
      >
        <span aria-hidden="true" className="palette-plus">
          +
        </span>{' '}
        {getElementTypeName(elementType)}
      </button>
    </li>
  );
}

/** The palette of every element type core knows: click to add after the selection, or drag onto the canvas. */
export function Palette() {
  return (
    <nav className="palette" aria-label="Add elements">
      <h2>Elements</h2>
      <ul>
        {listElementTypes().map((elementType) => (
          <PaletteItem key={elementType} elementType={elementType} />
        ))}
      </ul>
      <p className="hint">Click to add, or drag onto the form.</p>
    </nav>
  );
}
