'use client';

import type { CheckboxElement } from '@chatforms/core/renderer';
import { memo } from 'react';

import type { ElementProps } from '../../element-props.js';
import { renderChoiceFieldset } from '../../field-frame.js';
import type { FormMessages } from '../../messages.js';
import { useElementField } from '../../use-element-field.js';

/**
 * A checkbox group: a fieldset of options; submits the checked values in option order. Its
 * `minSelected` and `maxSelected` show under the options and describe the group; nothing is
 * disabled at the limit, so a reader can check one more and uncheck another in either order.
 */
export const CheckboxField = memo(function CheckboxField({
  element,
  readOnly,
}: ElementProps<CheckboxElement>) {
  // A least of one asks nothing of a non-empty answer, so it needs no hint.
  const hasHint = (element.minSelected ?? 0) > 1 || element.maxSelected !== undefined;
  const field = useElementField(element, { hasHint });
  const { value, onChange, onBlur, ref } = field.field;
  const checked = new Set(Array.isArray(value) ? (value as string[]) : []);
  const toggle = (optionValue: string, isChecked: boolean) => {
    const next = new Set(checked);
    if (isChecked) next.add(optionValue);
    else next.delete(optionValue);
    onChange(element.options.map((option) => option.value).filter((item) => next.has(item)));
  };
  return renderChoiceFieldset(
    field,
    { isRadioGroup: false, variant: 'checkbox' },
    element.options.map((option, index) => (
      <label key={option.value} className="chatforms-option">
        <input
          type="checkbox"
          ref={index === 0 ? ref : undefined}
          value={option.value}
          checked={checked.has(option.value)}
          onChange={(event) => toggle(option.value, event.target.checked)}
          onBlur={onBlur}
          disabled={readOnly}
          aria-invalid={field.error !== undefined || undefined}
        />
        <span dir="auto">{option.label}</span>
      </label>
    )),
    hasHint ? describeChoiceCount(element, field.messages) : undefined,
  );
});

/** The group's count rules in the form's language; a middle dot parts two, in any script. */
function describeChoiceCount(element: CheckboxElement, messages: FormMessages): string {
  const { minSelected, maxSelected } = element;
  return [
    (minSelected ?? 0) > 1 ? messages.tooFewChoices(minSelected!) : '',
    maxSelected === undefined ? '' : messages.tooManyChoices(maxSelected),
  ]
    .filter(Boolean)
    .join(' · ');
}
