'use client';

import type { LabelElement } from '@chatforms/core/renderer';
import { memo } from 'react';

import type { ElementProps } from '../../element-props.js';

/** A label element: a line of text in the form that submits nothing. */
export const LabelField = memo(function LabelField({ element }: ElementProps<LabelElement>) {
  return (
    <p className="chatforms-text" dir="auto">
      {element.text}
    </p>
  );
});
