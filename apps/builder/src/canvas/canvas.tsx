import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useEffect, useRef } from 'react';

import { getElementSummary } from '../components/element-summary.js';
import { readText } from '../components/read-value.js';
import { useEditorContext } from '../state/editor-context.js';
import { CanvasItem } from './canvas-item.js';
import { getSortableIds } from './sortable-ids.js';

/** The form as a sortable list of its elements, ending with its submit button. */
export function Canvas() {
  const { state, dispatch } = useEditorContext();
  const { setNodeRef, isOver } = useDroppable({ id: 'canvas' });
  const form = state.present.data.interactiveData;
  const fields = form.formFields as (Record<string, unknown> & { elementId: string })[];
  const sortableIds = getSortableIds(fields);
  const list = useRef<HTMLOListElement>(null);
  const submit = useRef<HTMLButtonElement>(null);
  // After a delete, focus goes to the row now in its place (or the one before, or the submit
  // button), so a keyboard user is not sent back to the top of the page.
  const focusAfterDelete = useRef<number | null>(null);
  useEffect(() => {
    const index = focusAfterDelete.current;
    if (index === null) return;
    focusAfterDelete.current = null;
    const rows = list.current?.querySelectorAll<HTMLButtonElement>('.canvas-select') ?? [];
    (rows[Math.min(index, rows.length - 1)] ?? submit.current)?.focus();
  }, [fields]);
  return (
    <section
      className="canvas"
      id="structure"
      aria-labelledby="canvas-heading"
      ref={setNodeRef}
      data-over={isOver || undefined}
    >
      <h2 id="canvas-heading">Structure</h2>
      <h3 className="canvas-title">{readText(form.title).trim() || 'Untitled form'}</h3>
      <p id="canvas-help" className="hint">
        Reorder with the ⠿ handle: drag it, or focus it and press Space, the arrow keys, then Space.
      </p>
      <SortableContext items={sortableIds} strategy={verticalListSortingStrategy}>
        <ol className="canvas-list" aria-label="Form elements" ref={list}>
          {fields.map((element, index) => (
            <CanvasItem
              key={sortableIds[index]}
              sortableId={sortableIds[index] ?? element.elementId}
              element={element}
              index={index}
              count={fields.length}
              onDelete={() => {
                focusAfterDelete.current = index;
              }}
            />
          ))}
        </ol>
      </SortableContext>
      {fields.length === 0 ? (
        <p className="canvas-empty">No elements yet: add one from the palette.</p>
      ) : null}
      <button
        ref={submit}
        type="button"
        className="canvas-submit"
        aria-pressed={state.selectedId === form.submitElement.elementId}
        onClick={() => dispatch({ type: 'select', elementId: form.submitElement.elementId })}
      >
        <span className="canvas-type">Submit button</span>
        <span className="canvas-summary">{getElementSummary(form.submitElement)}</span>
      </button>
    </section>
  );
}
