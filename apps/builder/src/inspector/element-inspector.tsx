import { isInputElement } from '@chatforms/core';
import type { DraftOption } from '@chatforms/core/editing';

import {
  findElementInspector,
  getElementTypeName,
} from '../element-types/element-inspector-registry.js';
import { findElementIdAtPath } from '../json/find-pointer-offset.js';
import { useEditorContext } from '../state/editor-context.js';
import { findIssueMessage } from '../state/validate-draft.js';
import { elementIdField } from './element-id-field.js';
import type { FieldEditor } from './field-editor.js';
import {
  groupFieldsBySection,
  InspectorFieldSection,
  useClosedSections,
} from './inspector-field-sections.js';
import { VisibleWhenEditor } from './visible-when-editor.js';

/** The inspector of one element: every spec field of its type, with core's inline errors. */
// Any input may show only while an earlier input's answer matches: a field of every input type.
const visibleWhenField: FieldEditor = {
  key: 'visibleWhen',
  Editor: VisibleWhenEditor,
  section: 'behaviour',
};

/** The selected element's fields: its type's, and the visibility rule an input may carry. */
function listFields(element: Record<string, unknown>, isSubmit: boolean): readonly FieldEditor[] {
  const fields = findElementInspector(String(element.elementType))?.fields ?? [elementIdField];
  if (isSubmit || !isInputElement(element as { elementType: string })) return fields;
  return [...fields, visibleWhenField];
}

export function ElementInspector({ elementId }: { elementId: string }) {
  const { state, dispatch, issues } = useEditorContext();
  const { closed, setOpen } = useClosedSections();
  const form = state.present.data.interactiveData;
  const index = form.formFields.findIndex((element) => element.elementId === elementId);
  const isSubmit = index === -1 && form.submitElement.elementId === elementId;
  const element = (isSubmit ? form.submitElement : form.formFields[index]) as
    Record<string, unknown> | undefined;
  if (element === undefined) return null;
  const path = isSubmit
    ? ['data', 'interactiveData', 'submitElement']
    : ['data', 'interactiveData', 'formFields', index];
  // Core reports a repeated id on its later use, which may be another element than the one shown.
  const duplicateId = issues.find(
    (issue) =>
      issue.code === 'duplicate_element_id' &&
      findElementIdAtPath(state.present, issue.path) === elementId,
  );
  const issueAt = (field: string, below?: string) =>
    (below === undefined
      ? findIssueMessage(issues, path, field)
      : findIssueMessage(issues, [...path, field], below)) ??
    (field === 'elementId' ? duplicateId?.message : undefined);
  const setOptions = (options: DraftOption[], coalesceKey?: string) =>
    dispatch({
      type: 'setElementOptions',
      elementId,
      options,
      coalesceKey: coalesceKey === undefined ? undefined : `${elementId}:${coalesceKey}`,
      at: Date.now(),
    });
  const update = (patch: Record<string, unknown>, coalesceKey?: string) =>
    dispatch({
      type: 'updateElement',
      elementId,
      patch,
      coalesceKey: coalesceKey === undefined ? undefined : `${elementId}:${coalesceKey}`,
      at: Date.now(),
    });
  return (
    <div className="inspector-section">
      <div className="inspector-header">
        <h2 id="inspector-heading">
          {isSubmit ? 'Submit button' : getElementTypeName(element.elementType)}{' '}
          <code>{elementId}</code>
        </h2>
        <button type="button" onClick={() => dispatch({ type: 'select', elementId: null })}>
          Form settings
        </button>
      </div>
      {duplicateId === undefined ? null : (
        <p className="hint">
          More than one element has the id <code>{elementId}</code>; this shows the first. Rename it
          to reach the next.
        </p>
      )}
      {groupFieldsBySection(listFields(element, isSubmit)).map(({ section, fields }) => (
        <InspectorFieldSection
          key={section}
          section={section}
          open={!closed.has(section)}
          hasError={fields.some(({ key }) => issueAt(key) !== undefined)}
          onOpenChange={(open) => setOpen(section, open)}
        >
          {fields.map(({ key, Editor }) => (
            <div key={key} data-field={key}>
              <Editor element={element} update={update} setOptions={setOptions} issueAt={issueAt} />
            </div>
          ))}
        </InspectorFieldSection>
      ))}
    </div>
  );
}
