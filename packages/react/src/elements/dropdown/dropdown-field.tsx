'use client';

import type { DropdownElement } from '@chatforms/core/renderer';
import { memo } from 'react';

import type { ElementProps } from '../../element-props.js';
import { renderFieldFrame } from '../../field-frame.js';
import { useElementField } from '../../use-element-field.js';

/** A dropdown: a native select, starting on an empty choice unless the element has a default. */
export const DropdownField = memo(function DropdownField({
  element,
  readOnly,
}: ElementProps<DropdownElement>) {
  const field = useElementField(element);
  const { value, ...handlers } = field.field;
  return renderFieldFrame(
    field,
    <select
      {...handlers}
      value={typeof value === 'string' ? value : ''}
      id={field.ids.control}
      className="chatforms-input chatforms-select"
      disabled={readOnly}
      aria-required={field.isRequired || undefined}
      aria-invalid={field.error !== undefined || undefined}
      aria-describedby={field.describedBy}
    >
      {element.defaultValue === undefined && <option value="">{field.messages.emptyOption}</option>}
      {element.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>,
  );
});
