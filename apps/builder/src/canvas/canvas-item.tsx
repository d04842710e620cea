/* eslint-disable react-hooks/refs -- dnd-kit's useSortable returns plain values and a ref callback
   (setNodeRef) that its documented pattern reads during render; the compiler rule mistakes them for refs. */
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { KeyboardEvent } from 'react';

import { getElementSummary } from '../components/element-summary.js';
import { IconButton } from '../components/icon-button.js';
import { getElementTypeName } from '../element-types/element-inspector-registry.js';
import { VisibleWhenBadge } from '../inspector/visible-when-editor.js';
import { useEditorContext } from '../state/editor-context.js';
import { elementShortcuts } from '../state/use-element-shortcuts.js';

/** One element row of the canvas: drag handle, select button, duplicate and delete. */
export function CanvasItem({
  element,
  sortableId,
  index,
  count,
  onDelete,
}: {
  element: Record<string, unknown> & { elementId: string };
  /** The item's dnd-kit id (see getSortableIds). */
  sortableId: string;
  index: number;
  count: number;
  /** Called as the element is deleted, before the canvas renders without it. */
  onDelete?: () => void;
}) {
  const { state, dispatch, issues } = useEditorContext();
  const { elementId } = element;
  const sortable = useSortable({ id: sortableId });
  const summary = getElementSummary(element);
  const typeName = getElementTypeName(element.elementType);
  const hasIssue = issues.some(
    (issue) => issue.path[2] === 'formFields' && issue.path[3] === index,
  );
  const moveBy = (event: KeyboardEvent, by: number) => {
    event.preventDefault();
    const to = index + by;
    if (to >= 0 && to < count) dispatch({ type: 'moveElement', from: index, to });
  };
  return (
    <li
      ref={sortable.setNodeRef}
      className="canvas-item"
      data-selected={state.selectedId === elementId || undefined}
      data-dragging={sortable.isDragging || undefined}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
      }}
    >
      <button
        type="button"
        className="drag-handle"
        aria-label={`Reorder ${typeName} ${summary}`}
        {...sortable.attributes}
        {...sortable.listeners}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <button
        type="button"
        className="canvas-select"
        aria-pressed={state.selectedId === elementId}
        aria-keyshortcuts={elementShortcuts}
        onClick={() => dispatch({ type: 'select', elementId })}
        onKeyDown={(event) => {
          if (event.altKey && event.key === 'ArrowUp') moveBy(event, -1);
          if (event.altKey && event.key === 'ArrowDown') moveBy(event, 1);
        }}
      >
        <span className="canvas-type">{typeName}</span>
        <span className="canvas-summary">{summary}</span>
        <VisibleWhenBadge element={element} />
        {hasIssue ? <span className="canvas-issue">needs a fix</span> : null}
      </button>
      <IconButton
        className="canvas-row-action"
        label={`Duplicate ${summary}`}
        tooltip="Duplicate (Ctrl+D)"
        onClick={() => dispatch({ type: 'duplicateElement', elementId })}
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" className="canvas-icon">
          <rect x="5" y="5" width="9" height="9" rx="1.5" />
          <path d="M11 3.5V3a1 1 0 0 0-1-1H3a1 1 0 0 0-1 1v7a1 1 0 0 0 1 1h.5" />
        </svg>
      </IconButton>
      <IconButton
        className="canvas-row-action"
        label={`Delete ${summary}`}
        tooltip="Delete (Delete key)"
        onClick={() => {
          onDelete?.();
          dispatch({ type: 'removeElement', elementId });
        }}
      >
        <span aria-hidden="true">✕</span>
      </IconButton>
    </li>
  );
}
