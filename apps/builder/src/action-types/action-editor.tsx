import { actionTypes, findActionDefinition } from '@chatforms/core';

import { SelectControl } from '../components/form-controls.js';
import { readText } from '../components/read-value.js';
import type { FieldEditor, FieldEditorProps } from '../inspector/field-editor.js';
import { type DraftAction, findActionEditor } from './action-editor-registry.js';

function ActionEditor({ element, update, issueAt }: FieldEditorProps) {
  const action = (element.action ?? {}) as DraftAction;
  const editor = findActionEditor(action.actionType);
  const set = (patch: DraftAction, key?: string) =>
    update({ action: { ...action, ...patch } }, key && `action.${key}`);
  const switchTo = (type: string) => {
    const starter = findActionDefinition(type)?.createStarter() ?? { actionType: type };
    const keepUrl = findActionEditor(type)?.hasUrl === true && typeof action.url === 'string';
    update({ action: { ...starter, ...(keepUrl ? { url: action.url } : {}) } });
  };
  return (
    <fieldset className="control-group">
      <legend>Action</legend>
      <SelectControl
        label="What happens on press"
        wireName="actionType"
        hint={editor?.help}
        value={readText(action.actionType)}
        choices={actionTypes.map((type) => ({
          value: type,
          label: `${findActionEditor(type)?.name ?? type} — ${type}`,
        }))}
        error={issueAt('action')}
        onChange={switchTo}
      />
      {editor?.Fields == null ? null : (
        <editor.Fields action={action} set={set} issueAt={(key) => issueAt('action', key)} />
      )}
    </fieldset>
  );
}

/** The button action editor: the type picker, then the fields that type declares. */
export const actionField: FieldEditor<'action'> = {
  key: 'action',
  Editor: ActionEditor,
  section: 'behaviour',
};
