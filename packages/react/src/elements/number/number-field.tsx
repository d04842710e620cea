'use client';

import type { NumberElement } from '@chatforms/core/renderer';
import { memo } from 'react';

import type { ElementProps } from '../../element-props.js';
import { renderFieldFrame } from '../../field-frame.js';
import { useElementField } from '../../use-element-field.js';

/**
 * A number: a text box, not `type="number"`, so the reader's "2,5" is kept and named when wrong
 * instead of being emptied by the browser, and the wheel never changes it. A decimal keypad is asked
 * for only when no negative number is allowed, since phones' decimal keypads have no minus key.
 */
export const NumberField = memo(function NumberField({
  element,
  readOnly,
}: ElementProps<NumberElement>) {
  const field = useElementField(element);
  const { value, ...handlers } = field.field;
  const isNeverNegative = element.min !== undefined && element.min >= 0;
  return renderFieldFrame(
    field,
    <input
      type="text"
      inputMode={isNeverNegative ? 'decimal' : 'text'}
      autoComplete="off"
      {...handlers}
      value={typeof value === 'string' ? value : ''}
      id={field.ids.control}
      className="chatforms-input"
      placeholder={element.placeholder?.text}
      readOnly={readOnly}
      aria-required={field.isRequired || undefined}
      aria-invalid={field.error !== undefined || undefined}
      aria-describedby={field.describedBy}
    />,
  );
});
