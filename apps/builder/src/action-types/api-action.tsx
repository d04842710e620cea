import { apiActionMethods } from '@chatforms/core';

import { SelectControl, TextControl } from '../components/form-controls.js';
import { readText } from '../components/read-value.js';
import { ObjectEditor } from '../inspector/object-editor.js';
import { type ActionFieldsProps, defineActionEditor } from './action-editor-definition.js';
import { createUrlField } from './url-field.js';

const ServerUrlField = createUrlField('Server URL', 'Where the answers are sent; use https.');

function ApiActionFields(props: ActionFieldsProps) {
  const { action, set, issueAt } = props;
  return (
    <>
      <ServerUrlField {...props} />
      <SelectControl
        label="Method"
        wireName="method"
        hint="The HTTP method of the request; most servers expect POST."
        value={readText(action.method) || 'POST'}
        choices={apiActionMethods.map((method) => ({ value: method, label: method }))}
        onChange={(method) => set({ method })}
      />
      <TextControl
        label="Data key"
        wireName="dataKey"
        hint="The name your server reads the answers under in the older { ...payload, [dataKey]: answers } body; empty means formData."
        value={readText(action.dataKey)}
        onChange={(dataKey) => set({ dataKey: dataKey === '' ? undefined : dataKey }, 'dataKey')}
      />
      <ObjectEditor
        label="Headers (JSON)"
        wireName="headers"
        hint="Extra HTTP headers. Every receiver can read them: no passwords or tokens."
        value={action.headers}
        error={issueAt('headers')}
        onChange={(headers) => set({ headers }, 'headers')}
      />
      <ObjectEditor
        label="Payload (JSON)"
        wireName="payload"
        hint="Extra fields sent with the answers. Every receiver can read them: no secrets."
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
  name: 'Call your server',
  help: 'Checks the answers, then sends them to your server.',
  Fields: ApiActionFields,
  hasUrl: true,
  rewriteForTestSubmit: (action, url) => ({ ...action, url }),
});
