import type { ElementType } from '@chatforms/core';
import type {
  Announcements,
  CollisionDetection,
  DragEndEvent,
  UniqueIdentifier,
} from '@dnd-kit/core';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';

import { getElementSummary } from '../components/element-summary.js';
import { getElementTypeName } from '../element-types/element-inspector-registry.js';
import { useEditorContext } from '../state/editor-context.js';
import { getSortableIds } from './sortable-ids.js';

/**
 * The nearest drop target; an element being reordered only lands on another element. The whole
 * list is a target for new elements only: as small as the list is, its centre is often the nearest.
 */
const findCollisions: CollisionDetection = (args) =>
  closestCenter(
    String(args.active.id).startsWith('palette:')
      ? args
      : {
          ...args,
          droppableContainers: args.droppableContainers.filter(
            (container) => container.id !== 'canvas',
          ),
        },
  );

/** Drag and drop for the palette and canvas, with keyboard sorting and screen-reader announcements. */
export function EditorDnd({ children }: { children: ReactNode }) {
  const { state, dispatch } = useEditorContext();
  const fields = state.present.data.interactiveData.formFields as Record<string, unknown>[];
  const ids = getSortableIds(fields);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const describe = (id: UniqueIdentifier) => {
    const text = String(id);
    if (text.startsWith('palette:')) return `new ${getElementTypeName(text.slice(8))}`;
    const element = fields[ids.indexOf(text)];
    return element === undefined ? text : getElementSummary(element);
  };
  const position = (id: UniqueIdentifier | undefined) =>
    id === undefined || id === 'canvas' ? ids.length : ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${describe(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${describe(active.id)} is over position ${position(over.id)} of ${ids.length}.`
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `Dropped ${describe(active.id)} at position ${position(over.id)} of ${ids.length}.`
        : `Dropped ${describe(active.id)}.`,
    onDragCancel: ({ active }) => `Cancelled moving ${describe(active.id)}.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const activeId = String(active.id);
    const overIndex = ids.indexOf(String(over.id));
    if (activeId.startsWith('palette:')) {
      const elementType = activeId.slice(8) as ElementType;
      dispatch({
        type: 'addElement',
        elementType,
        index: overIndex === -1 ? undefined : overIndex,
      });
      return;
    }
    const from = ids.indexOf(activeId);
    if (from !== -1 && overIndex !== -1) dispatch({ type: 'moveElement', from, to: overIndex });
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={findCollisions}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To reorder, press Space or Enter, move with the arrow keys, then press Space or Enter to drop, or Escape to cancel.',
        },
      }}
      onDragEnd={onDragEnd}
    >
      {children}
    </DndContext>
  );
}
