// dateTime code, date-fns patterns and the JSON syntax locator work from the start here.
import { installOnDemandCode } from '../install-on-demand-code.js';

// The public API of @chatforms/core/editing: the pure message edits a visual editor makes.
export type { DraftElement, DraftOption, MessageSettingsPatch } from '../editing.js';
export {
  addElement,
  createDefaultElement,
  createEmptyFormMessage,
  createUniqueElementId,
  duplicateElement,
  insertElement,
  isExtensionElementType,
  moveElement,
  removeElement,
  replaceWithSpecElements,
  setElementOptions,
  updateElement,
  updateMessageSettings,
} from '../editing.js';
export { findVisibilityRuleIssues } from '../elements/visibility-rules.js';
export type { FormText, TranslatedTextPlace } from '../translations/edit-translations.js';
export {
  listFormTexts,
  setTranslatedText,
  setTranslationLanguage,
} from '../translations/edit-translations.js';

installOnDemandCode();
