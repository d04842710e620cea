import type { Option } from '@chatforms/core/renderer';

import { renderChoiceFieldset } from '../field-frame.js';
import type { ElementField, FieldElement } from '../use-element-field.js';

/** The parts of a radio or singleSelect element a single-choice group needs. */
interface SingleChoiceElement extends FieldElement {
  options: Option[];
}

/**
 * Native radio inputs in a radiogroup fieldset: the browser gives arrow-key movement and one tab
 * stop. `chips` shows the options as pills, the input visually hidden inside each. Called by the
 * radio and singleSelect components with their field, not rendered as a component of its own.
 */
export function renderSingleChoiceGroup(
  field: ElementField,
  element: SingleChoiceElement,
  readOnly: boolean,
  variant: 'radio' | 'chips',
) {
  const { value, onChange, onBlur, ref } = field.field;
  const focusIndex = Math.max(
    0,
    element.options.findIndex((option) => option.value === value),
  );
  return renderChoiceFieldset(
    field,
    { isRadioGroup: true, variant },
    element.options.map((option, index) => (
      <label
        key={option.value}
        className={variant === 'chips' ? 'chatforms-chip' : 'chatforms-option'}
      >
        <input
          type="radio"
          className={variant === 'chips' ? 'chatforms-chip-input' : undefined}
          name={field.ids.control}
          ref={index === focusIndex ? ref : undefined}
          value={option.value}
          checked={value === option.value}
          onChange={() => onChange(option.value)}
          onBlur={onBlur}
          disabled={readOnly}
        />
        <span className={variant === 'chips' ? 'chatforms-chip-label' : undefined} dir="auto">
          {option.label}
        </span>
      </label>
    )),
  );
}
