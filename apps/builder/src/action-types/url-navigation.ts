import { defineActionEditor } from './action-editor-definition.js';
import { createUrlField } from './url-field.js';

/** The builder's urlNavigation: the page to open. */
export const urlNavigationEditor = defineActionEditor({
  type: 'urlNavigation',
  name: 'Open a web page',
  help: 'Opens the URL in a new browser tab; nothing is sent.',
  Fields: createUrlField('Page URL', 'An http or https address.'),
  hasUrl: true,
});
