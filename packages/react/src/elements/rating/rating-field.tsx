'use client';

import type { RatingElement } from '@chatforms/core/renderer';
import { memo } from 'react';

import type { ElementProps } from '../../element-props.js';
import { renderFieldFrame } from '../../field-frame.js';
import { useElementField } from '../../use-element-field.js';

/** A rating: a text box under its label, bound to the form like every field. */
export const RatingField = memo(function RatingField({
  element,
  readOnly,
}: ElementProps<RatingElement>) {
  const field = useElementField(element);
  const { value, ...handlers } = field.field;
  return renderFieldFrame(
    field,
    <input
      type="text"
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
