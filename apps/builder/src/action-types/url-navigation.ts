import { defineActionEditor } from './action-editor-definition.js';
import { UrlField } from './url-field.js';

/** The builder's urlNavigation: the page to open. */
export const urlNavigationEditor = defineActionEditor({
  type: 'urlNavigation',
  Fields: UrlField,
  hasUrl: true,
});
