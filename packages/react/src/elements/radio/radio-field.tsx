'use client';

import type { RadioElement } from '@chatforms/core/renderer';
import { memo } from 'react';

import type { ElementProps } from '../../element-props.js';
import { useElementField } from '../../use-element-field.js';
import { renderSingleChoiceGroup } from '../single-choice-group.js';

/** A radio element: a fieldset of radio buttons under its legend. */
export const RadioField = memo(function RadioField({
  element,
  readOnly,
}: ElementProps<RadioElement>) {
  return renderSingleChoiceGroup(useElementField(element), element, readOnly, 'radio');
});
