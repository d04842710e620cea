import { listElementIds } from '@chatforms/core';
import { useState } from 'react';

import { TextControl } from '../components/form-controls.js';
import { readText } from '../components/read-value.js';
import { useEditorContext } from '../state/editor-context.js';
import type { FieldEditor, FieldEditorProps } from './field-editor.js';

function ElementIdField({ element, update, issueAt }: FieldEditorProps) {
  const { state } = useEditorContext();
  const current = readText(element.elementId);
  const [text, setText] = useState(current);
  const [shownId, setShownId] = useState(current);
  if (current !== shownId) {
    // Another element was selected, or undo or the JSON view renamed this one.
    setShownId(current);
    setText(current);
  }
  const taken = listElementIds(state.present.data.interactiveData).filter((id) => id !== current);
  const conflict =
    text !== current && taken.includes(text)
      ? `“${text}” is the id of another element: ids must be unique. This element stays “${current}”.`
      : undefined;
  return (
    <TextControl
      label="Element id"
      wireName="elementId"
      hint="The name this element's answer and presses are reported under; unique in the form."
      value={text}
      error={conflict ?? issueAt('elementId')}
      onChange={(next) => {
        setText(next);
        if (!taken.includes(next)) update({ elementId: next }, 'elementId');
      }}
    />
  );
}

/**
 * The element id editor. A rename onto another element's id is held back and explained, so the
 * draft never has two elements the inspector and canvas could mistake for one another.
 */
export const elementIdField: FieldEditor<'elementId'> = {
  key: 'elementId',
  Editor: ElementIdField,
  section: 'advanced',
};
