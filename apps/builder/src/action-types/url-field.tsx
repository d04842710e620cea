import type { ComponentType } from 'react';

import { TextControl } from '../components/form-controls.js';
import { readText } from '../components/read-value.js';
import type { ActionFieldsProps } from './action-editor-definition.js';

/** Creates the URL field of an action that goes somewhere, with a line on where that is. */
export function createUrlField(label: string, hint: string): ComponentType<ActionFieldsProps> {
  function UrlField({ action, set, issueAt }: ActionFieldsProps) {
    return (
      <TextControl
        label={label}
        wireName="url"
        hint={hint}
        type="url"
        value={readText(action.url)}
        error={issueAt('url')}
        onChange={(url) => set({ url }, 'url')}
      />
    );
  }
  return UrlField;
}
