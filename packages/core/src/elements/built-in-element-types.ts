import { buttonElementType } from './button/button.js';
import { checkboxElementType } from './checkbox/checkbox.js';
import { dateTimeElementType } from './date-time/date-time.js';
import { dropdownElementType } from './dropdown/dropdown.js';
import { labelElementType } from './label/label.js';
import { numberElementType } from './number/number.js';
import { radioElementType } from './radio/radio.js';
import { ratingElementType } from './rating/rating.js';
import { singleSelectElementType } from './single-select/single-select.js';
import { textInputElementType } from './text-input/text-input.js';

/** The definitions of the built-in element types, in the spec's order: one line each; every list derives from it. */
export const builtInElementDefinitions = [
  labelElementType,
  textInputElementType,
  buttonElementType,
  checkboxElementType,
  dropdownElementType,
  radioElementType,
  singleSelectElementType,
  dateTimeElementType,
  numberElementType,
  ratingElementType,
] as const;
