import { createNumberField, createStringField } from '../../inspector/simple-fields.js';

// The chat service's stock kits ignore these keys: said in each hint, so an author does not count on
// them in a kit that is not chatforms.
const checkedBy = 'chatforms and @chatforms/server check it; stock kits ignore it.';

/** The least length editor of a text input. */
export const minLengthField = createNumberField('minLength', 'Min length', {
  hint: `The fewest characters an answer may have, when there is one. ${checkedBy}`,
});
/** The most length editor of a text input. */
export const maxLengthField = createNumberField('maxLength', 'Max length', {
  hint: `The most characters an answer may have; the reader sees a counter. ${checkedBy}`,
});
/** The pattern editor of a text input. */
export const patternField = createStringField('pattern', 'Pattern', {
  hint: `A regular expression the whole answer must match, e.g. [0-9]{5}. ${checkedBy}`,
});
/** The pattern message editor of a text input. */
export const patternMessageField = createStringField('patternMessage', 'Pattern message', {
  hint: 'Shown to a reader whose answer does not match the pattern, e.g. "Enter five digits".',
});
