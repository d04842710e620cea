import { installDateTimePatternEngine } from '../date-time-pattern.js';
import { dateFnsPatternEngine } from '../date-time-pattern-engine.js';

// Custom dateTimeFormat patterns work from the start here; only the renderer's entry loads them later.
installDateTimePatternEngine(dateFnsPatternEngine);

// The public API of @chatforms/core/editing: the pure message edits a visual editor makes.
export type { DraftElement, DraftOption, MessageSettingsPatch } from '../editing.js';
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
