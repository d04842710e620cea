import { TextControl } from '../components/form-controls.js';
import { readText } from '../components/read-value.js';
import type { ActionFieldsProps } from './action-editor-definition.js';

/** The URL of an action that goes somewhere. */
export function UrlField({ action, set, issueAt }: ActionFieldsProps) {
  return (
    <TextControl
      label="URL"
      type="url"
      value={readText(action.url)}
      error={issueAt('url')}
      onChange={(url) => set({ url }, 'url')}
    />
  );
}
