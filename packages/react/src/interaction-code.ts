// What a live form runs when the reader presses a button or its values are checked, one chunk
// loaded on demand (load-interaction-code.ts): a form's first paint needs none of it.
export { createFormValuesCheck } from './check-form-values.js';
export { runPress } from './run-press.js';
