import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useEditorContext } from '../../state/editor-context.js';
import { getElementSummary } from '../element-type-names.js';
import { readText } from '../read-value.js';
import { CanvasItem } from './canvas-item.js';
import { getSortableIds } from './sortable-ids.js';

/** The form as a sortable list of its elements, ending with its submit button. */
export function Canvas() {
  const { state, dispatch } = useEditorContext();
  const { setNodeRef, isOver } = useDroppable({ id: 'canvas' });
  const form = state.present.data.interactiveData;
  const fields = form.formFields as (Record<string, unknown> & { elementId: string })[];
  const sortableIds = getSortableIds(fields);
  return (
    <section
      className="canvas"
      aria-labelledby="canvas-heading"
      ref={setNodeRef}
      data-over={isOver || undefined}
    >
      <h2 id="canvas-heading">{readText(form.title).trim() || 'Untitled form'}</h2>
      <p id="canvas-help" className="hint">
        Reorder with the ⠿ handle: drag it, or focus it and press Space, the arrow keys, then Space.
      </p>
      <SortableContext items={sortableIds} strategy={verticalListSortingStrategy}>
        <ol className="canvas-list" aria-label="Form elements">
          {fields.map((element, index) => (
            <CanvasItem
              key={sortableIds[index]}
              sortableId={sortableIds[index] ?? element.elementId}
              element={element}
              index={index}
              count={fields.length}
            />
          ))}
        </ol>
      </SortableContext>
      {fields.length === 0 ? (
        <p className="canvas-empty">No elements yet: add one from the palette.</p>
      ) : null}
      <button
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
