// The public API of @chatforms/core/editing: the pure message edits a visual editor makes.
export {
  addElement,
  createDefaultElement,
  createEmptyFormMessage,
  createUniqueElementId,
  duplicateElement,
  insertElement,
  moveElement,
  removeElement,
  setElementOptions,
  updateElement,
  updateMessageSettings,
} from '../editing.js';

export type { DraftElement, DraftOption, MessageSettingsPatch } from '../editing.js';
