'use client';

import type { CheckboxElement } from '@chatforms/core/renderer';
import { memo } from 'react';

import type { ElementProps } from '../../element-props.js';
import { renderChoiceFieldset } from '../../field-frame.js';
import { useElementField } from '../../use-element-field.js';

/** A checkbox group: a fieldset of options; submits the checked values in option order. */
export const CheckboxField = memo(function CheckboxField({
  element,
  readOnly,
}: ElementProps<CheckboxElement>) {
  const field = useElementField(element);
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
  );
});
