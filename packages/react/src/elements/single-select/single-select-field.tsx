'use client';

import type { SingleSelectElement } from '@chatforms/core/renderer';
import { memo } from 'react';

import type { ElementProps } from '../../element-props.js';
import { useElementField } from '../../use-element-field.js';
import { renderSingleChoiceGroup } from '../single-choice-group.js';

/** A singleSelect: option chips with radio semantics, visibly unlike a radio list. */
export const SingleSelectField = memo(function SingleSelectField({
  element,
  readOnly,
}: ElementProps<SingleSelectElement>) {
  return renderSingleChoiceGroup(useElementField(element), element, readOnly, 'chips');
});
