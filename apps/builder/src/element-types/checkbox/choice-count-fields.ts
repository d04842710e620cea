import { createNumberField } from '../../inspector/simple-fields.js';

const checkedBy = 'chatforms and @chatforms/server check it; stock kits ignore it.';

/** The least count editor of a checkbox group. */
export const minSelectedField = createNumberField('minSelected', 'Min checked', {
  hint: `The fewest options an answer may check, when it checks any. ${checkedBy}`,
});
/** The most count editor of a checkbox group. */
export const maxSelectedField = createNumberField('maxSelected', 'Max checked', {
  hint: `The most options an answer may check. ${checkedBy}`,
});
