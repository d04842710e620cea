import type { SingleSelectElement } from '@chatforms/core/renderer';
import { memo } from 'react';

import type { ElementProps } from '../element-props.js';
import { SingleChoiceGroup } from './single-choice-group.js';

/** A singleSelect: option chips with radio semantics, visibly unlike a radio list. */
export const SingleSelectField = memo(function SingleSelectField({
  element,
  readOnly,
}: ElementProps<SingleSelectElement>) {
  return <SingleChoiceGroup element={element} readOnly={readOnly} variant="chips" />;
});
