import { apiActionMethods } from '@chatforms/core';

import { SelectControl, TextControl } from '../components/form-controls.js';
import { ObjectEditor } from '../components/inspector/object-editor.js';
import { readText } from '../components/read-value.js';
import { type ActionFieldsProps, defineActionEditor } from './action-editor-definition.js';
import { UrlField } from './url-field.js';

function ApiActionFields(props: ActionFieldsProps) {
  const { action, set, issueAt } = props;
  return (
    <>
      <UrlField {...props} />
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
        error={issueAt('headers')}
        onChange={(headers) => set({ headers }, 'headers')}
      />
      <ObjectEditor
        label="Payload (JSON)"
        value={action.payload}
        error={issueAt('payload')}
        onChange={(payload) => set({ payload }, 'payload')}
      />
    </>
  );
}

/** The builder's apiAction: URL, method, data key, headers and payload; test submits go to the preview. */
export const apiActionEditor = defineActionEditor({
  type: 'apiAction',
  Fields: ApiActionFields,
  hasUrl: true,
  rewriteForTestSubmit: (action, url) => ({ ...action, url }),
});
