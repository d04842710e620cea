import { defineActionEditor } from './action-editor-definition.js';

/** The builder's customAction: nothing to set; the host app's handler decides what it does. */
export const customActionEditor = defineActionEditor({
  type: 'customAction',
  Fields: null,
  hasUrl: false,
});
