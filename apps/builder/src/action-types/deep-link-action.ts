import { defineActionEditor } from './action-editor-definition.js';
import { UrlField } from './url-field.js';

/** The builder's deepLinkAction: the link handed to the host app. */
export const deepLinkActionEditor = defineActionEditor({
  type: 'deepLinkAction',
  Fields: UrlField,
  hasUrl: true,
});
