import { actionTypes, apiActionMethods } from '@chatforms/core';
import { SelectControl, TextControl } from '../form-controls.js';
import { readText } from '../read-value.js';
import { ObjectEditor } from './object-editor.js';
import type { FieldEditor, FieldEditorProps } from './field-editor.js';

type Action = Record<string, unknown>;

const emptyActions: Record<string, Action> = {
  apiAction: {
    actionType: 'apiAction',
    url: 'https://example.org/submissions',
    method: 'POST',
    payload: {},
    headers: {},
    dataKey: 'formData',
  },
  urlNavigation: { actionType: 'urlNavigation', url: 'https://example.org' },
  deepLinkAction: { actionType: 'deepLinkAction', url: 'myapp://open' },
  customAction: { actionType: 'customAction' },
};

function ActionEditor({ element, update, issueAt }: FieldEditorProps) {
  const action = (element.action ?? {}) as Action;
  const actionType = readText(action.actionType);
  const set = (patch: Action, key?: string) =>
    update({ action: { ...action, ...patch } }, key && `action.${key}`);
  return (
    <fieldset className="control-group">
      <legend>Action</legend>
      <SelectControl
        label="Action type"
        value={actionType}
        choices={actionTypes.map((type) => ({ value: type, label: type }))}
        error={actionType === 'customAction' ? issueAt('action') : undefined}
        onChange={(type) =>
          update({
            action: {
              ...emptyActions[type],
              ...('url' in action && type !== 'customAction' ? { url: action.url } : {}),
            },
          })
        }
      />
      {actionType === 'customAction' ? null : (
        <TextControl
          label="URL"
          type="url"
          value={readText(action.url)}
          error={issueAt('action', 'url')}
          onChange={(url) => set({ url }, 'url')}
        />
      )}
      {actionType !== 'apiAction' ? null : (
        <>
          <SelectControl
            label="Method"
            value={readText(action.method) || 'POST'}
            choices={apiActionMethods.map((method) => ({ value: method, label: method }))}
            onChange={(method) => set({ method })}
          />
          <TextControl
            label="Data key"
            value={readText(action.dataKey)}
            onChange={(dataKey) => set({ dataKey }, 'dataKey')}
          />
          <ObjectEditor
            label="Headers (JSON)"
            value={action.headers}
            error={issueAt('action', 'headers')}
            onChange={(headers) => set({ headers }, 'headers')}
          />
          <ObjectEditor
            label="Payload (JSON)"
            value={action.payload}
            error={issueAt('action', 'payload')}
            onChange={(payload) => set({ payload }, 'payload')}
          />
        </>
      )}
    </fieldset>
  );
}

/** The button action editor for all four action types. */
export const actionField: FieldEditor = { key: 'action', Editor: ActionEditor };
