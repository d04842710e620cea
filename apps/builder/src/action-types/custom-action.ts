import { defineActionEditor } from './action-editor-definition.js';

/** The builder's customAction: nothing to set; the host app's handler decides what it does. */
export const customActionEditor = defineActionEditor({
  type: 'customAction',
  name: 'Let the app decide',
  help: 'Passes the answers to code in the chat app; nothing is sent by the form itself.',
  Fields: null,
  hasUrl: false,
});
