import type { FormElement } from '@chatforms/core';
import type { ElementComponents, ElementProps } from '@chatforms/react';
import { elementComponents, InteractiveForm } from '@chatforms/react';
import type { ComponentType } from 'react';
import { useMemo } from 'react';

import { useEditorContext } from '../state/editor-context.js';
import { EditableElement } from './editable-element.js';
import { readDefaultsKey } from './read-defaults-key.js';

function useActiveId(): string | undefined {
  const { state } = useEditorContext();
  const form = state.present.data.interactiveData;
  const ids = [
    ...form.formFields.map((element) => element.elementId),
    form.submitElement.elementId,
  ];
  return ids.includes(state.selectedId ?? '') ? (state.selectedId ?? undefined) : ids[0];
}

function wrap(Component: ComponentType<ElementProps<FormElement>>) {
  return function EditableComponent(props: ElementProps<FormElement>) {
    const activeId = useActiveId();
    return (
      <EditableElement element={props.element} isActive={props.element.elementId === activeId}>
        <Component {...props} />
      </EditableElement>
    );
  };
}

// Built once: a new component type on every render would remount the whole form.
const editableComponents = Object.fromEntries(
  Object.entries(elementComponents).map(([type, Component]) => [
    type,
    wrap(Component as ComponentType<ElementProps<FormElement>>),
  ]),
) as Partial<ElementComponents>;

/** The message as the receiver sees it, where clicking an element selects it and its text is edited in place. */
export function EditCanvas() {
  const { state } = useEditorContext();
  const defaultsKey = useMemo(() => readDefaultsKey(state.present), [state.present]);
  return (
    <figure className="preview-frame edit-canvas" data-theme="light">
      <figcaption id="edit-canvas-help" className="edit-canvas-help">
        Click an element to edit it in the inspector; double-click it (or press Enter on the
        selected one) to change its text here. Arrow keys move between elements, Delete removes the
        selected one, Ctrl+D duplicates it.
      </figcaption>
      <div className="chat-bubble">
        <InteractiveForm
          key={defaultsKey}
          message={state.present}
          theme="light"
          components={editableComponents}
        />
      </div>
    </figure>
  );
}
