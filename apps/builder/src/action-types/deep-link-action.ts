import { defineActionEditor } from './action-editor-definition.js';
import { createUrlField } from './url-field.js';

/** The builder's deepLinkAction: the link handed to the host app. */
export const deepLinkActionEditor = defineActionEditor({
  type: 'deepLinkAction',
  name: 'Open a link in the app',
  help: 'Hands the link to the chat app, which opens the screen it names.',
  Fields: createUrlField(
    'Link',
    'A link the app understands, such as myapp://orders/42 or https://….',
  ),
  hasUrl: true,
});
